import { normalizePathname } from '@docshell/docs-nav';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { createSiteAnalytics } from './analytics';

const analytics = createSiteAnalytics();
// The same cache key as the prerender, so its style tags are reused, not duplicated.
const emotionCache = createCache({ key: 'css' });
// Pages are prerendered under their canonical path; a static host also serves them at `/a/b/`.
const pathname = normalizePathname(window.location.pathname);

function Root() {
  // Tells tests (and anyone curious) that the prerendered page is interactive.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <CacheProvider value={emotionCache}>
      <App pathname={pathname} analytics={analytics} />
    </CacheProvider>
  );
}

hydrateRoot(document.getElementById('root')!, <Root />, {
  onRecoverableError: (error) => console.error('[consumer] hydration', error),
});
