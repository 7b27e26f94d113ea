import { AdProvider } from '@docshell/docs-ads';
import { AnalyticsProvider, type AnalyticsClient } from '@docshell/docs-analytics';
import { DocsProvider, pathnameToLanguage } from '@docshell/docs-i18n';
import { DocsThemeProvider } from '@docshell/docs-theme';
import { adConfig } from './ads';
import { DocsLayout } from './DocsLayout';
import { translations } from './translations';

const docsConfig = { languages: ['en', 'fr'] };

export interface AppProps {
  pathname: string;
  /** Only in the browser: the prerender sends nothing. */
  analytics?: AnalyticsClient;
}

/** Every provider the shell needs, outermost first: language, theme, ads, analytics. */
export function App({ pathname, analytics }: AppProps) {
  const page = <DocsLayout pathname={pathname} />;
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
