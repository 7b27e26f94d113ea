import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { canonicalizeAddress } from '../../shared/docsConfig';
import { App } from './App';
import { createSiteAnalytics } from '../../shared/analytics';

const analytics = createSiteAnalytics();
// The same cache key as the prerender, so its style tags are reused, not duplicated.
const emotionCache = createCache({ key: 'css' });

function Root() {
  // Tells tests (and anyone curious) that the prerendered page is interactive.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <CacheProvider value={emotionCache}>
      <BrowserRouter>
        <App analytics={analytics} />
      </BrowserRouter>
    </CacheProvider>
  );
}

canonicalizeAddress();
hydrateRoot(document.getElementById('root')!, <Root />, {
  onRecoverableError: (error) => console.error('[consumer] hydration', error),
});
