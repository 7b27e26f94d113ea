import { useCallback } from 'react';
import { useDocsContext } from './DocsContext';
import { translate, type TranslateOptions } from './translate';

export type TranslateFunction = (key: string, options?: TranslateOptions) => string | null;

/** `t(key, options)` bound to the rendered language. Throws outside DocsProvider. */
export function useTranslate(): TranslateFunction {
  const { translations, renderedLanguage } = useDocsContext('useTranslate()');
  return useCallback(
    (key: string, options?: TranslateOptions) =>
      translate(translations, renderedLanguage, key, options),
    [translations, renderedLanguage],
  );
}
