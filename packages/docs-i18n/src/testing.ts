// `@docshell/docs-i18n/testing`: for a site's own tests, not for its pages. A missing key warns
// once per key and language; `resetTranslationWarnings` forgets those, so each test sees its own
// warnings. `MISSING_LANGUAGE_TEXT` is what a string shows when its whole language is missing.
export { MISSING_LANGUAGE_TEXT, resetTranslationWarnings } from './translate.js';
