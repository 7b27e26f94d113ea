export {
  FALLBACK_LANGUAGE,
  MISSING_LANGUAGE_TEXT,
  interpolate,
  lookup,
  resetTranslationWarnings,
  translate,
} from './translate';
export type { TranslateOptions, TranslationDictionary, Translations } from './translate';
export {
  ALWAYS_ACCEPTED_PREFIXES,
  SUPPORTED_LANGUAGES,
  pathnameToLanguage,
  stripTrailingSlash,
} from './pathnameToLanguage';
export type { PathLanguage } from './pathnameToLanguage';
