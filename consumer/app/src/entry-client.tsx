import { resolveDocsPath } from '@docshell/docs-nav';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, docsConfig } from './App';
import { createSiteAnalytics } from '../../shared/analytics';

const analytics = createSiteAnalytics();
// The same cache key as the prerender, so its style tags are reused, not duplicated.
const emotionCache = createCache({ key: 'css' });

/**
 * Pages are prerendered under their canonical path; a static host also serves them at `/a/b/`.
 * The address is corrected before hydrating: the router would answer it with a `<Navigate>`, which
 * renders nothing where the HTML holds the page.
 */
function canonicalizeAddress() {
  const resolution = resolveDocsPath(window.location.pathname, docsConfig.languages);
  if (resolution.kind !== 'redirect') return;
  const { search, hash } = window.location;
  window.history.replaceState(window.history.state, '', resolution.to + search + hash);
}

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
