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
export { resolveLanguage } from './resolveLanguage';
export { mergeTranslations } from './mergeTranslations';
export { missingTranslationKeys, translationKeys } from './translationKeys';
export { englishTranslations } from './englishTranslations';
export type { EnglishTranslationKey, LeafKeys } from './englishTranslations';
export type { DocsConfig } from './DocsContext';
export { DEFAULT_DOCS_CONFIG, DocsProvider, useDocsConfig } from './DocsProvider';
export type { DocsProviderProps } from './DocsProvider';
export { useTranslate } from './useTranslate';
export type { TranslateFunction } from './useTranslate';
export { useUserLanguage } from './useUserLanguage';
export { useRenderedLanguage } from './useRenderedLanguage';
export { useSetUserLanguage } from './useSetUserLanguage';
