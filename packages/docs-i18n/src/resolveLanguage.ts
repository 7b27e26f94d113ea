import { SUPPORTED_LANGUAGES } from './pathnameToLanguage.js';
import { FALLBACK_LANGUAGE } from './translate.js';

/**
 * The language a page renders in: `language` when the site supports it, otherwise English.
 * This is how `/zh/...` URLs work: `pathnameToLanguage` reports `zh` (so links keep the prefix),
 * and the text renders in English because `zh` is not in the supported list.
 */
export function resolveLanguage(
  language: unknown,
  supported: readonly string[] = SUPPORTED_LANGUAGES,
): string {
  return typeof language === 'string' && supported.includes(language)
    ? language
    : FALLBACK_LANGUAGE;
}
