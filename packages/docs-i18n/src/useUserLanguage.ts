'use client';

import { useDocsContext } from './DocsContext.js';

/**
 * The language the reader asked for (the URL prefix or a runtime choice), e.g. `zh` on `/zh/...`.
 * Use it to build links that keep the prefix. Throws outside DocsProvider.
 */
export function useUserLanguage(): string {
  return useDocsContext('useUserLanguage()').userLanguage;
}
