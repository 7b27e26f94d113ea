import { AdProvider } from '@docshell/docs-ads';
import { AnalyticsProvider } from '@docshell/docs-analytics';
import { DocsProvider, pathnameToLanguage } from '@docshell/docs-i18n';
import {
  CodePreferencesProvider,
  DocsThemeProvider,
  type ColorSchemeStore,
} from '@docshell/docs-theme';
import { useEffect, useState } from 'react';
import { createAdConfig, type AdOverrides } from './ads';
import { DirectionalStyles } from './hydration/DirectionalStyles';
import { markAppHydrated } from './hydration/hydrationState';
import type { SiteAnalytics } from './analytics';
import { AppRoutes } from './routing/AppRoutes';
import { docsConfig } from './siteConfig';

export interface AppProps {
  /** The first URL's path: it picks the reader's language (later changes come from settings). */
  initialPathname: string;
  /** The browser's analytics; absent during prerender, where nothing is sent. */
  analytics?: SiteAnalytics;
  /** Test switches for the fake ad network, read from the URL by the client entry. */
  adOverrides?: AdOverrides;
  /**
   * In the browser: the reader's colour-scheme store, made before hydrating so its first snapshot
   * already holds the stored mode. No markup reads the mode (styles use CSS variables), so
   * hydrating the shell changes no state above the page: a change there while the page's code is
   * still loading would make React drop the page's prerendered HTML (src/routing/AppRoutes.tsx).
   */
  colorSchemeStore?: ColorSchemeStore;
}

/** Everything inside the router: providers and routes. Shared by prerender and the browser. */
export function App({ initialPathname, analytics, adOverrides, colorSchemeStore }: AppProps) {
  // A prop, not the router's location: reading the location here would re-render every provider
  // below on each navigation.
  const [initialLanguage] = useState(() => pathnameToLanguage(initialPathname).userLanguage);
  const [adConfig] = useState(() => createAdConfig(adOverrides));
  // The moment the page became interactive.
  useEffect(markAppHydrated, []);
  const app = (
    <DocsProvider config={docsConfig} userLanguage={initialLanguage}>
      <DocsThemeProvider colorSchemeStore={colorSchemeStore}>
        <DirectionalStyles>
          <CodePreferencesProvider>
            <AdProvider config={adConfig}>
              <AppRoutes />
            </AdProvider>
          </CodePreferencesProvider>
        </DirectionalStyles>
      </DocsThemeProvider>
    </DocsProvider>
  );
  return analytics ? (
    <AnalyticsProvider client={analytics.client} consent={analytics.consent}>
      {app}
    </AnalyticsProvider>
  ) : (
    app
  );
}
