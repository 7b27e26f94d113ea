import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishTranslations } from './englishTranslations.js';
import {
  interpolate,
  lookup,
  MISSING_LANGUAGE_TEXT,
  resetTranslationWarnings,
  translate,
  type TranslationDictionary,
} from './translate.js';
import { translationKeys } from './translationKeys.js';

const RUNS = 2500;

/** Key parts, with the names that break naive lookups (inherited properties, empty parts). */
const keyPart = fc.oneof(
  fc.constantFrom(
    'a',
    'b',
    'c',
    'title',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '',
  ),
  fc.stringMatching(/^[a-zA-Z]{1,5}$/),
);
const key = fc.array(keyPart, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));

/** Nested dictionaries whose leaves are strings, or junk where a dictionary is expected. */
const { dictionary } = fc.letrec<{ dictionary: TranslationDictionary; node: unknown }>((tie) => ({
  dictionary: fc.dictionary(keyPart, tie('node'), {
    maxKeys: 4,
  }) as fc.Arbitrary<TranslationDictionary>,
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ maxLength: 12 }),
    fc.string({ maxLength: 6 }).map((name) => `{{${name}}} text`),
    tie('dictionary'),
    fc.constantFrom(null, 42, [], true),
  ),
}));

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetTranslationWarnings();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('translate (fuzz)', () => {
  it('gives the language text, else the English text, else null, and never throws', () => {
    fc.assert(
      fc.property(dictionary, dictionary, key, (en, fr, k) => {
        const translations = { en, fr };
        const own = lookup(fr, k);
        const english = lookup(en, k);
        const result = translate(translations, 'fr', k);
        if (own !== undefined) expect(result).toBe(interpolate(own));
        else if (english !== undefined) expect(result).toBe(english);
        else expect(result).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });

  it('warns at most once per language and key, however often it is asked', () => {
    fc.assert(
      fc.property(dictionary, fc.array(key, { minLength: 1, maxLength: 8 }), (fr, keys) => {
        resetTranslationWarnings();
        warn.mockClear();
        for (const k of [...keys, ...keys]) translate({ en: {}, fr }, 'fr', k);
        const missing = new Set(keys.filter((k) => lookup(fr, k) === undefined));
        expect(warn).toHaveBeenCalledTimes(missing.size);
      }),
      { numRuns: RUNS },
    );
  });

  it('finds every key of the English table, and nothing through inherited names', () => {
    const keys = translationKeys(englishTranslations);
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.constantFrom('__proto__', 'constructor', 'toString'),
        (k, inherited) => {
          expect(typeof translate({ en: englishTranslations }, 'en', k)).toBe('string');
          expect(translate({ en: englishTranslations }, 'en', `${k}.${inherited}`)).toBeNull();
          expect(translate({ en: englishTranslations }, 'en', `${inherited}.${k}`)).toBeNull();
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('shows an ellipsis for a language it does not have, whatever its name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), key, (language, k) => {
        fc.pre(language !== 'en');
        expect(translate({ en: englishTranslations }, language, k)).toBe(MISSING_LANGUAGE_TEXT);
      }),
      { numRuns: RUNS },
    );
  });

  it('fills every placeholder it has a value for, and leaves the others as written', () => {
    const name = fc.stringMatching(/^[\w.-]{1,6}$/);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, fc.boolean()), { maxLength: 5 }),
        fc.string({ maxLength: 8 }).filter((v) => !v.includes('{{')),
        (tokens, value) => {
          const text = tokens.map(([n]) => `{{${n}}}`).join(' ');
          const values = Object.fromEntries(
            tokens.filter(([, has]) => has).map(([n]) => [n, value]),
          );
          const result = interpolate(text, values);
          for (const [n] of tokens) {
            if (Object.prototype.hasOwnProperty.call(values, n)) {
              expect(result).not.toContain(`{{${n}}}`);
            } else {
              expect(result).toContain(`{{${n}}}`);
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
