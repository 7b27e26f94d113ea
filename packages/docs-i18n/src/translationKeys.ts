import { lookup, type TranslationDictionary } from './translate.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The dot paths of every string leaf in a dictionary, in object order. Non-strings are skipped. */
export function translationKeys(dictionary: unknown, prefix = ''): string[] {
  if (!isPlainObject(dictionary)) return [];
  const keys: string[] = [];
  for (const [key, value] of Object.entries(dictionary)) {
    if (typeof value === 'string') keys.push(`${prefix}${key}`);
    else keys.push(...translationKeys(value, `${prefix}${key}.`));
  }
  return keys;
}

/**
 * The keys of `reference` (usually the English table) that `dictionary` does not translate.
 * Sites adding a language use it in a test to see what is left to translate.
 */
export function missingTranslationKeys(
  reference: TranslationDictionary,
  dictionary: unknown,
): string[] {
  return translationKeys(reference).filter((key) => lookup(dictionary, key) === undefined);
}
