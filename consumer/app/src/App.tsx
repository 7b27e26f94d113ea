import { AdProvider } from '@docshell/docs-ads';
import { AnalyticsProvider, type AnalyticsClient } from '@docshell/docs-analytics';
import { DocsProvider, pathnameToLanguage } from '@docshell/docs-i18n';
import { DocsThemeProvider } from '@docshell/docs-theme';
import { useLocation } from 'react-router-dom';
import { adConfig } from '../../shared/ads';
import { docsConfig } from '../../shared/docsConfig';
import { DocsRoutes } from './DocsRoutes';
import { translations } from '../../shared/translations';

export interface AppProps {
  /** Only in the browser: the prerender sends nothing. */
  analytics?: AnalyticsClient;
}

/**
 * Every provider the shell needs, outermost first: language, theme, ads, analytics. Rendered
 * inside a router (the browser's or, for the prerender, a static one), which gives the address.
 */
export function App({ analytics }: AppProps) {
  const { pathname } = useLocation();
  const page = <DocsRoutes />;
  return (
    <DocsProvider
      config={docsConfig}
      translations={translations}
      userLanguage={pathnameToLanguage(pathname, docsConfig.languages).userLanguage}
    >
      <DocsThemeProvider>
        <AdProvider config={adConfig}>
          {analytics ? <AnalyticsProvider client={analytics}>{page}</AnalyticsProvider> : page}
        </AdProvider>
      </DocsThemeProvider>
    </DocsProvider>
  );
}
