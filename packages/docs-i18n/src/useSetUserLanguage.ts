'use client';

import { useDocsContext } from './DocsContext.js';

/** Changes the language at runtime; every translated string re-renders. Throws outside DocsProvider. */
export function useSetUserLanguage(): (language: string) => void {
  return useDocsContext('useSetUserLanguage()').setUserLanguage;
}
