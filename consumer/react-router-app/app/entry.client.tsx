import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { SiteAnalyticsContext } from './siteAnalytics';
import { createSiteAnalytics } from '../../shared/analytics';
import { canonicalizeAddress } from '../../shared/docsConfig';

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
