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
export { mergeTranslations } from './mergeTranslations';
export { englishTranslations } from './englishTranslations';
export {
  DEFAULT_DOCS_CONFIG,
  DocsProvider,
  useDocsConfig,
  useSetUserLanguage,
  useTranslate,
  useUserLanguage,
} from './DocsProvider';
export type { DocsConfig, DocsProviderProps, TranslateFunction } from './DocsProvider';
