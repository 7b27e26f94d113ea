/**
 * Translation lookup: nested dictionaries per two-letter language, dot-path keys, English fallback.
 * Pure apart from console messages, which are de-duplicated per language and key.
 */

/** A nested dictionary of strings. Leaves are strings; anything else counts as missing. */
export interface TranslationDictionary {
  [key: string]: string | TranslationDictionary;
}

/** Dictionaries by two-letter language code, for example `{ en: {...}, fr: {...} }`. */
export type Translations = Record<string, TranslationDictionary>;

export const FALLBACK_LANGUAGE = 'en';
/** What a string shows when its whole language is missing. */
export const MISSING_LANGUAGE_TEXT = '…';

export interface TranslateOptions {
  /** Values for `{{name}}` placeholders. */
  values?: Record<string, string | number>;
  /** Skip the missing-translation warning (for keys that are optional by design). */
  ignoreWarning?: boolean;
}

const warned = new Set<string>();

/** Forgets which missing keys were already reported. For tests. */
export function resetTranslationWarnings(): void {
  warned.clear();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a dot path; returns the string leaf or undefined (a path ending on an object is missing). */
export function lookup(dictionary: unknown, key: string): string | undefined {
  if (typeof key !== 'string' || key === '') return undefined;
  let node: unknown = dictionary;
  for (const part of key.split('.')) {
    if (!isPlainObject(node) || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces `{{name}}` tokens; unknown tokens stay as written so a gap is visible, not blank. */
export function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (token, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : token,
  );
}

/**
 * Returns the text for `key` in `language`.
 * - Missing language: logs an error once and returns `…`.
 * - Missing key: warns once per language and key, then returns the English text, or null.
 */
export function translate(
  translations: Translations,
  language: string,
  key: string,
  options: TranslateOptions = {},
): string | null {
  // Callers may pass anything at runtime; only strings name a language or a key, and messages
  // never stringify an unknown value (its toString may throw).
  const languageLabel = typeof language === 'string' ? language : `<${typeof language}>`;
  const keyLabel = typeof key === 'string' ? key : `<${typeof key}>`;
  // Own properties only, so a language such as `constructor` is missing rather than inherited.
  const dictionary =
    typeof language === 'string' &&
    isPlainObject(translations) &&
    Object.prototype.hasOwnProperty.call(translations, language)
      ? translations[language]
      : undefined;
  if (!isPlainObject(dictionary)) {
    const id = `language:${languageLabel}`;
    if (!warned.has(id)) {
      warned.add(id);
      console.error(`[docs-i18n] Missing language: ${languageLabel}.`);
    }
    return MISSING_LANGUAGE_TEXT;
  }
  const text = lookup(dictionary, key);
  if (text !== undefined) return interpolate(text, options.values);

  const id = `${languageLabel}:${keyLabel}`;
  if (!options.ignoreWarning && !warned.has(id)) {
    warned.add(id);
    console.warn(`[docs-i18n] Missing translation for ${id}`);
  }
  const fallback =
    language === FALLBACK_LANGUAGE ? undefined : lookup(translations[FALLBACK_LANGUAGE], key);
  return fallback === undefined ? null : interpolate(fallback, options.values);
}
