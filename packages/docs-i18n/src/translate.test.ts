import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  interpolate,
  lookup,
  resetTranslationWarnings,
  translate,
  type Translations,
} from './translate.js';

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
  it('treats inherited property names as missing, not as dictionaries', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(translate(translations, 'constructor', 'copy.label')).toBe('…');
    expect(translate(translations, '__proto__', 'toString')).toBe('…');
    expect(translate(translations, 'en', 'toString')).toBeNull();
    expect(translate(translations, 'en', 'copy.__proto__')).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('survives malformed English fallbacks and keys', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { en: 'not a dictionary', fr: { a: { b: 'B' } } } as unknown as Translations;
    expect(translate(bad, 'fr', 'a.b')).toBe('B');
    expect(translate(bad, 'fr', 'missing')).toBeNull();
    expect(translate(translations, 'en', '')).toBeNull();
    expect(translate(translations, 'en', 'copy..label')).toBeNull();
    expect(translate(translations, 'en', 'copy.label.')).toBeNull();
    expect(translate(translations, 'en', undefined as unknown as string)).toBeNull();
  });

  it('interpolates the English fallback too', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate(translations, 'fr', 'greeting', { values: { name: 'Lin' } })).toBe(
      'Hello Lin',
    );
  });

  it('never throws and returns a string or null for any dictionaries and keys', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const key = fc.oneof(
      fc.string(),
      fc
        .array(fc.constantFrom('a', 'b', 'en', '__proto__', 'constructor', ''), { maxLength: 4 })
        .map((parts) => parts.join('.')),
      fc.anything(),
    );
    const dictionary = fc.oneof(
      fc.anything(),
      fc.dictionary(fc.constantFrom('en', 'fr', '__proto__'), fc.anything()),
      fc
        .letrec((tie) => ({
          node: fc.oneof(
            { depthSize: 'small' },
            fc.string(),
            fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('node')),
          ),
        }))
        .node.map((en) => ({ en })),
    );
    // A language whose toString is broken once made the error message itself throw.
    expect(translate({ en: {} }, { toString: '' } as unknown as string, 'x')).toBe('…');
    fc.assert(
      fc.property(
        dictionary,
        fc.oneof(fc.constantFrom('en', 'fr'), fc.anything()),
        key,
        (dicts, language, k) => {
          const result = translate(dicts as Translations, language as string, k as string);
          expect(result === null || typeof result === 'string').toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('lookup', () => {
  it('returns only string leaves', () => {
    const dictionary = { a: { b: 'B', n: 1, list: ['x'] } };
    expect(lookup(dictionary, 'a.b')).toBe('B');
    expect(lookup(dictionary, 'a')).toBeUndefined();
    expect(lookup(dictionary, 'a.n')).toBeUndefined();
    expect(lookup(dictionary, 'a.list.0')).toBeUndefined();
    expect(lookup('a.b', 'a.b')).toBeUndefined();
  });
});

describe('interpolate', () => {
  it('fills known placeholders, tolerating spaces, and keeps unknown ones', () => {
    expect(interpolate('{{ a }} and {{b}} and {{c}}', { a: 1, b: 'two' })).toBe(
      '1 and two and {{c}}',
    );
  });

  it('does not re-expand placeholders that appear inside values', () => {
    expect(interpolate('{{a}}{{b}}', { a: '{{b}}', b: 'x' })).toBe('{{b}}x');
  });
});
