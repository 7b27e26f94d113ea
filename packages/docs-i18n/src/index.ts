export {
  FALLBACK_LANGUAGE,
  MISSING_LANGUAGE_TEXT,
  interpolate,
  lookup,
  resetTranslationWarnings,
  translate,
} from './translate.js';
export type { TranslateOptions, TranslationDictionary, Translations } from './translate.js';
export {
  ALWAYS_ACCEPTED_PREFIXES,
  SUPPORTED_LANGUAGES,
  pathnameToLanguage,
  stripTrailingSlash,
} from './pathnameToLanguage.js';
export type { PathLanguage } from './pathnameToLanguage.js';
export { resolveLanguage } from './resolveLanguage.js';
export { mergeTranslations } from './mergeTranslations.js';
export { missingTranslationKeys, translationKeys } from './translationKeys.js';
export { englishTranslations } from './englishTranslations.js';
// An area's English table that loads with the components showing it (see `useTranslate`).
export { copyPage as copyPageTranslations } from './english/copyPage.js';
export { demo as demoTranslations } from './english/demo.js';
export { feedback as feedbackTranslations } from './english/feedback.js';
export { pages as pagesTranslations } from './english/pages.js';
export type { EnglishTranslationKey, LeafKeys } from './englishTranslations.js';
export type { DocsConfig } from './DocsContext.js';
export { DEFAULT_DOCS_CONFIG, DocsProvider, useDocsConfig } from './DocsProvider.js';
export type { DocsProviderProps } from './DocsProvider.js';
export { useTranslate } from './useTranslate.js';
export type { TranslateFunction } from './useTranslate.js';
export { useUserLanguage } from './useUserLanguage.js';
export { useRenderedLanguage } from './useRenderedLanguage.js';
export { useSetUserLanguage } from './useSetUserLanguage.js';
