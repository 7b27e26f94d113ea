import type { TranslationDictionary, Translations } from './translate.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeDictionary(base: TranslationDictionary, extra: unknown): TranslationDictionary {
  if (!isPlainObject(extra)) return base;
  const out: TranslationDictionary = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    if (typeof value === 'string') out[key] = value;
    else if (isPlainObject(value)) {
      const current = out[key];
      out[key] = mergeDictionary(isPlainObject(current) ? current : {}, value);
    }
    // Anything else (arrays, numbers) is not a translation and is ignored.
  }
  return out;
}

/** Deep-merges `extra` over `base`, language by language, without mutating either. */
export function mergeTranslations(base: Translations, extra: Translations): Translations {
  const out: Translations = { ...base };
  if (!isPlainObject(extra)) return out;
  for (const [language, dictionary] of Object.entries(extra)) {
    out[language] = mergeDictionary(out[language] ?? {}, dictionary);
  }
  return out;
}
