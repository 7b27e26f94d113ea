import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { englishTranslations } from './englishTranslations';
import { mergeTranslations } from './mergeTranslations';
import {
  FALLBACK_LANGUAGE,
  translate,
  type TranslateOptions,
  type Translations,
} from './translate';

/** Site-wide docs configuration. Sites may add their own fields. */
export interface DocsConfig {
  /** The language used when the URL names none. */
  defaultUserLanguage: string;
  /** Languages the site ships; `en` is always first. */
  languages: readonly string[];
  [key: string]: unknown;
}

export const DEFAULT_DOCS_CONFIG: DocsConfig = {
  defaultUserLanguage: FALLBACK_LANGUAGE,
  languages: ['en'],
};

interface DocsContextValue {
  config: DocsConfig;
  translations: Translations;
  userLanguage: string;
  setUserLanguage: (language: string) => void;
}

const DocsContext = createContext<DocsContextValue | null>(null);

export interface DocsProviderProps {
  config?: Partial<DocsConfig>;
  /** The site's own dictionaries, deep-merged over the shell's English table. */
  translations?: Translations;
  /** The starting language, usually from `pathnameToLanguage(location.pathname)`. */
  userLanguage?: string;
  children?: ReactNode;
}

export function DocsProvider({ config, translations, userLanguage, children }: DocsProviderProps) {
  const mergedConfig = useMemo<DocsConfig>(() => ({ ...DEFAULT_DOCS_CONFIG, ...config }), [config]);
  const [language, setLanguage] = useState(userLanguage ?? mergedConfig.defaultUserLanguage);
  const merged = useMemo(
    () => mergeTranslations({ en: englishTranslations }, translations ?? {}),
    [translations],
  );
  const value = useMemo<DocsContextValue>(
    () => ({
      config: mergedConfig,
      translations: merged,
      userLanguage: language,
      setUserLanguage: setLanguage,
    }),
    [mergedConfig, merged, language],
  );
  return <DocsContext.Provider value={value}>{children}</DocsContext.Provider>;
}

function useDocsContext(hook: string): DocsContextValue {
  const value = useContext(DocsContext);
  if (!value) {
    throw new Error(
      `[docs-i18n] ${hook} was called outside DocsProvider. Wrap your component in <DocsProvider>.`,
    );
  }
  return value;
}

/** The docs config. Throws outside DocsProvider. */
export function useDocsConfig(): DocsConfig {
  return useDocsContext('useDocsConfig()').config;
}

/** The current language code. Throws outside DocsProvider. */
export function useUserLanguage(): string {
  return useDocsContext('useUserLanguage()').userLanguage;
}

/** Changes the language at runtime; every translated string re-renders. */
export function useSetUserLanguage(): (language: string) => void {
  return useDocsContext('useSetUserLanguage()').setUserLanguage;
}

export type TranslateFunction = (key: string, options?: TranslateOptions) => string | null;

/** `t(key, options)` bound to the current language. Throws outside DocsProvider. */
export function useTranslate(): TranslateFunction {
  const { translations, userLanguage } = useDocsContext('useTranslate()');
  return useCallback(
    (key: string, options?: TranslateOptions) =>
      translate(translations, userLanguage, key, options),
    [translations, userLanguage],
  );
}
