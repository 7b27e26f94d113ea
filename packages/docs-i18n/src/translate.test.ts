import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTranslationWarnings, translate, type Translations } from './translate';

const translations: Translations = {
  en: {
    copy: { label: 'Copy', copied: 'Copied' },
    greeting: 'Hello {{name}}',
    nested: { deep: { leaf: 'Leaf' } },
  },
  fr: { copy: { label: 'Copier' } },
};

describe('translate', () => {
  beforeEach(() => resetTranslationWarnings());
  afterEach(() => vi.restoreAllMocks());

  it('follows dot paths through nested dictionaries', () => {
    expect(translate(translations, 'en', 'nested.deep.leaf')).toBe('Leaf');
    expect(translate(translations, 'fr', 'copy.label')).toBe('Copier');
  });

  it('falls back to English and warns once per language and key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate(translations, 'fr', 'copy.copied')).toBe('Copied');
    expect(translate(translations, 'fr', 'copy.copied')).toBe('Copied');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('fr:copy.copied');
  });

  it('returns null for a key English lacks too', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate(translations, 'en', 'no.such.key')).toBeNull();
  });

  it('treats a key that ends on an object as missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate(translations, 'en', 'copy')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('returns an ellipsis and logs an error once for a missing language', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(translate(translations, 'de', 'copy.label')).toBe('…');
    expect(translate(translations, 'de', 'copy.copied')).toBe('…');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe('[docs-i18n] Missing language: de.');
  });

  it('fills {{placeholders}} and leaves unknown ones visible', () => {
    expect(translate(translations, 'en', 'greeting', { values: { name: 'Ada' } })).toBe(
      'Hello Ada',
    );
    expect(translate(translations, 'en', 'greeting')).toBe('Hello {{name}}');
  });

  it('skips the warning with ignoreWarning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    translate(translations, 'fr', 'nested.deep.leaf', { ignoreWarning: true });
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not crash on malformed dictionaries', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = { en: { list: ['a', 'b'], num: 3 }, xx: [] } as unknown as Translations;
    expect(translate(bad, 'en', 'list.0')).toBeNull();
    expect(translate(bad, 'en', 'num')).toBeNull();
    expect(translate(bad, 'xx', 'num')).toBe('…');
    expect(translate(null as unknown as Translations, 'en', 'a')).toBe('…');
  });
});
