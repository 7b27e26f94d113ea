'use client';

import { useDocsContext } from './DocsContext.js';

/**
 * The language the text is shown in: the user language when the site supports it, otherwise
 * English. Use it for `<html lang>` and the search language. Throws outside DocsProvider.
 */
export function useRenderedLanguage(): string {
  return useDocsContext('useRenderedLanguage()').renderedLanguage;
}
