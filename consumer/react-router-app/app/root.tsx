import { AdProvider } from '@docshell/docs-ads';
import { AnalyticsProvider } from '@docshell/docs-analytics';
import { DocsProvider, pathnameToLanguage } from '@docshell/docs-i18n';
import { resolveDocsPath } from '@docshell/docs-nav';
import { DocsThemeProvider, InitColorSchemeScript } from '@docshell/docs-theme';
import { useContext, useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Navigate,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from 'react-router';
import { adConfig } from '../../shared/ads';
import { docsConfig } from '../../shared/docsConfig';
import { translations } from '../../shared/translations';
import { SiteAnalyticsContext } from './siteAnalytics';

/**
 * The document around every page. The no-flash script comes first in <body>, so a stored dark mode
 * is painted before anything else; the server entry adds the page's emotion styles to <head>.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        <InitColorSchemeScript />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Every provider the shell needs, outermost first: language, theme, ads, analytics. The path rules
 * a route pattern cannot express come first: a trailing slash is dropped (query and hash kept) and
 * a language prefix alone goes to the home page. The browser entry already fixes the address it
 * hydrates, so this answers the links followed afterwards.
 */
export default function App() {
  const analytics = useContext(SiteAnalyticsContext);
  const { pathname, search, hash } = useLocation();
  // Tells tests (and anyone curious) that the prerendered page is interactive.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);

  const resolution = resolveDocsPath(pathname, docsConfig.languages);
  const page =
    resolution.kind === 'redirect' ? (
      <Navigate replace to={{ pathname: resolution.to, search, hash }} />
    ) : (
      <Outlet />
    );
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
