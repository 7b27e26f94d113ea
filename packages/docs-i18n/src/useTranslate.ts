'use client';

import { useCallback, useMemo } from 'react';
import { useDocsContext } from './DocsContext.js';
import { mergeTranslations } from './mergeTranslations.js';
import {
  FALLBACK_LANGUAGE,
  translate,
  type TranslateOptions,
  type TranslationDictionary,
} from './translate.js';

export type TranslateFunction = (key: string, options?: TranslateOptions) => string | null;

/**
 * `t(key, options)` bound to the rendered language. Throws outside DocsProvider.
 *
 * `englishDefaults` is the English table of an area that ships with the component showing it
 * (such as `copyPageTranslations`) rather than with `DocsProvider`, so a part of the page that
 * loads later brings its own text. The site's translations still win over it. Pass a module
 * constant: a new object on every render would merge again on every render.
 */
export function useTranslate(englishDefaults?: TranslationDictionary): TranslateFunction {
  const { translations, renderedLanguage } = useDocsContext('useTranslate()');
  const withDefaults = useMemo(
    () =>
      englishDefaults
        ? mergeTranslations({ [FALLBACK_LANGUAGE]: englishDefaults }, translations)
        : translations,
    [englishDefaults, translations],
  );
  return useCallback(
    (key: string, options?: TranslateOptions) =>
      translate(withDefaults, renderedLanguage, key, options),
    [withDefaults, renderedLanguage],
  );
}
