'use client';

import { AdProvider } from '@docshell/docs-ads';
import { AnalyticsProvider } from '@docshell/docs-analytics';
import { DocsProvider, pathnameToLanguage } from '@docshell/docs-i18n';
import { DocsThemeProvider } from '@docshell/docs-theme';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v15-appRouter';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { adConfig } from '../../shared/ads';
import { createSiteAnalytics } from '../../shared/analytics';
import { canonicalizeAddress, docsConfig } from '../../shared/docsConfig';
import { translations } from '../../shared/translations';

/**
 * Every provider the shell needs, outermost first: emotion's cache (its styles go into the
 * server's HTML), language, theme, ads, analytics.
 */
export function Providers({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // The client only sends from effects, so the server render sends nothing.
  const [analytics] = useState(createSiteAnalytics);

  useEffect(() => {
    // Tells tests (and anyone curious) that the prerendered page is interactive.
    document.documentElement.setAttribute('data-hydrated', '');
    // A static host also serves `/a/b/`; the page's address is `/a/b`.
    canonicalizeAddress();
  }, []);

  return (
    <AppRouterCacheProvider>
      <DocsProvider
        config={docsConfig}
        translations={translations}
        userLanguage={pathnameToLanguage(pathname, docsConfig.languages).userLanguage}
      >
        <DocsThemeProvider>
          <AdProvider config={adConfig}>
            <AnalyticsProvider client={analytics}>{children}</AnalyticsProvider>
          </AdProvider>
        </DocsThemeProvider>
      </DocsProvider>
    </AppRouterCacheProvider>
  );
}
