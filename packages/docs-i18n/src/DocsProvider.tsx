'use client';

import { useMemo, useState, type ReactNode } from 'react';
import {
  DocsContext,
  useDocsContext,
  type DocsConfig,
  type DocsContextValue,
} from './DocsContext.js';
import { englishTranslations } from './englishTranslations.js';
import { mergeTranslations } from './mergeTranslations.js';
import { resolveLanguage } from './resolveLanguage.js';
import { FALLBACK_LANGUAGE, type Translations } from './translate.js';

const DEFAULT_DOCS_CONFIG: DocsConfig = {
  defaultUserLanguage: FALLBACK_LANGUAGE,
  languages: [FALLBACK_LANGUAGE],
};

export interface DocsProviderProps {
  /** Merged over `DEFAULT_DOCS_CONFIG`. */
  config?: Partial<DocsConfig>;
  /** The site's own dictionaries, deep-merged over the shell's English table. */
  translations?: Translations;
  /**
   * The language the URL asks for, usually `pathnameToLanguage(location.pathname).userLanguage`.
   * When it changes (a navigation to another prefix) it replaces any runtime choice.
   */
  userLanguage?: string;
  children?: ReactNode;
}

/** Holds the docs config, the merged translations and the current language. */
export function DocsProvider({ config, translations, userLanguage, children }: DocsProviderProps) {
  const mergedConfig = useMemo<DocsConfig>(() => ({ ...DEFAULT_DOCS_CONFIG, ...config }), [config]);
  const [requested, setRequested] = useState(userLanguage ?? mergedConfig.defaultUserLanguage);
  // Follow the prop when it changes, without an effect (no render with the stale language).
  const [previousProp, setPreviousProp] = useState(userLanguage);
  if (userLanguage !== previousProp) {
    setPreviousProp(userLanguage);
    if (userLanguage !== undefined) setRequested(userLanguage);
  }

  const merged = useMemo(
    () => mergeTranslations({ en: englishTranslations }, translations ?? {}),
    [translations],
  );
  // A language renders when the site configures it or ships a dictionary for it; anything else
  // (zh, or a language nobody translated) renders in English. A configured language without a
  // dictionary is a developer mistake and shows `…` with one console error.
  const supported = useMemo(
    () => [...mergedConfig.languages, ...Object.keys(merged)],
    [mergedConfig.languages, merged],
  );
  const renderedLanguage = resolveLanguage(requested, supported);
  const value = useMemo<DocsContextValue>(
    () => ({
      config: mergedConfig,
      translations: merged,
      userLanguage: requested,
      renderedLanguage,
      setUserLanguage: setRequested,
    }),
    [mergedConfig, merged, requested, renderedLanguage],
  );
  return <DocsContext.Provider value={value}>{children}</DocsContext.Provider>;
}

/** The docs config. Throws outside DocsProvider. */
export function useDocsConfig(): DocsConfig {
  return useDocsContext('useDocsConfig()').config;
}
