'use client';

import { createContext, useContext } from 'react';
import type { Translations } from './translate.js';

/** Site-wide docs configuration. Sites may add their own fields. */
export interface DocsConfig {
  /** The language used when the URL names none. */
  defaultUserLanguage: string;
  /**
   * Languages the site offers. A requested language renders when it is listed here or has a
   * dictionary in `translations`; any other renders in English.
   */
  languages: readonly string[];
  [key: string]: unknown;
}

export interface DocsContextValue {
  config: DocsConfig;
  translations: Translations;
  /** The language the reader asked for (URL prefix or runtime choice). */
  userLanguage: string;
  /** The language the text renders in: `userLanguage` when supported, otherwise English. */
  renderedLanguage: string;
  setUserLanguage: (language: string) => void;
}

// Internal: the provider and the hooks share it; it is not exported from the package.
export const DocsContext = createContext<DocsContextValue | null>(null);

export function useDocsContext(hook: string): DocsContextValue {
  const value = useContext(DocsContext);
  if (!value) {
    throw new Error(
      `[docs-i18n] ${hook} was called outside DocsProvider. Wrap your component in <DocsProvider>.`,
    );
  }
  return value;
}
