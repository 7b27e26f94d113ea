import { resolveDocsPath } from '@docshell/docs-nav';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { docsConfig } from './docsRoutes';
import { SiteAnalyticsContext } from './siteAnalytics';
import { createSiteAnalytics } from '../../shared/analytics';

/**
 * Pages are prerendered under their canonical path; a static host also serves them at `/a/b/`.
 * The address is corrected before hydrating: the root would answer it with a `<Navigate>`, which
 * renders nothing where the HTML holds the page.
 */
function canonicalizeAddress() {
  const resolution = resolveDocsPath(window.location.pathname, docsConfig.languages);
  if (resolution.kind !== 'redirect') return;
  const { search, hash } = window.location;
  window.history.replaceState(window.history.state, '', resolution.to + search + hash);
}

function hydrate() {
  canonicalizeAddress();
  const analytics = createSiteAnalytics();
  // The same cache key as the prerender, so its style tags are reused, not duplicated.
  const emotionCache = createCache({ key: 'css' });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CacheProvider value={emotionCache}>
          <SiteAnalyticsContext.Provider value={analytics}>
            <HydratedRouter />
          </SiteAnalyticsContext.Provider>
        </CacheProvider>
      </StrictMode>,
      { onRecoverableError: (error) => console.error('[consumer] hydration', error) },
    );
  });
}

hydrate();
