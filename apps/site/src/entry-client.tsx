import { createColorSchemeStore } from '@docshell/docs-theme';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readAdOverrides } from './ads';
import { createSiteAnalytics } from './analytics';
import { App } from './App';
import { loadPage } from './routing/pageContent';
import { hintPageChunk } from './routing/pageChunkHints';
import { isRenderedFor, readPageChunkHint, renderedPathFor } from './hydration/prerenderedRoot';
import { createEmotionCache } from './hydration/emotionCache';
import { adoptPrerenderedStyles } from './hydration/prerenderedStyles';
import { isProductionOrigin } from './resilience/productionOrigin';
import { loadRoute, preloadRoute, routeRendersAtOnce } from './routing/routeLoading';
import { whenAppHydrated } from './hydration/hydrationState';
import { SiteRouter } from './routing/SiteRouter';
import { PRODUCTION_ORIGIN } from './siteConfig';

async function start() {
  // (src/boot.ts loads this module after the first paint, with the stylesheet and the deploy
  // recovery already in place.)
  const container = document.getElementById('root')!;
  const { pathname: servedPath, search, hash } = window.location;
  // `/a/b/` served with the page of `/a/b`: take the page's own address first (as its links and
  // canonical link write it), so the page is hydrated, not thrown away and rendered again.
  const pathname = renderedPathFor(container, servedPath);
  if (pathname !== servedPath) {
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  }
  // The page's chunk, when its HTML names it, is imported directly rather than looked up in the
  // product's list of page chunks.
  const pageChunk = readPageChunkHint(container, pathname);
  if (pageChunk) hintPageChunk(pathname, () => import(/* @vite-ignore */ pageChunk));
  const colorSchemeStore = createColorSchemeStore();
  const cache = createEmotionCache();
  adoptPrerenderedStyles(cache, document);
  const app = (
    <StrictMode>
      <CacheProvider value={cache}>
        <SiteRouter rendersAtOnce={routeRendersAtOnce}>
          <App
            initialPathname={pathname}
            analytics={createSiteAnalytics()}
            adOverrides={readAdOverrides(window.location.search)}
            colorSchemeStore={colorSchemeStore}
          />
        </SiteRouter>
      </CacheProvider>
    </StrictMode>
  );
  // Hydrate only HTML that was prerendered for this very path; a static host's fallback page
  // (another route's HTML) is replaced by a fresh render instead of a broken hydration.
  if (isRenderedFor(container, pathname)) {
    // The shell first: the side nav and the page keep their prerendered HTML, readable, until
    // what they render from (the product's tree; the page component and content), which the
    // shell does not need, is fetched once the shell is interactive (src/routing/AppRoutes.tsx). As a
    // transition, hydration yields to the browser every few milliseconds instead of blocking the
    // main thread for the whole page.
    whenAppHydrated(() => {
      // The page's own chunk, when its HTML names it, side by side with the product's tree.
      if (pageChunk) loadPage(pathname).catch(() => undefined);
      preloadRoute(pathname);
    });
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // (A failed load is left to the page's error boundary, which gets the same failure.)
    await loadRoute(pathname).catch(() => undefined);
    container.textContent = '';
    createRoot(container).render(app);
  }
}

void start();
// Only on the configured production origin, never on localhost or preview hosts (where its chunk
// is not even fetched); once the page is hydrated and loaded, so the worker's precaching does not
// compete with the page's own requests; from its own chunk, which interaction never waits for.
// (This module may run after the load event, since src/boot.ts waits for the first paint.)
const register = () =>
  void import('./resilience/serviceWorker')
    .then(({ registerServiceWorker }) =>
      registerServiceWorker({ productionOrigin: PRODUCTION_ORIGIN }),
    )
    // A chunk a deploy removed (or a lost connection): no worker this visit, the next page has one.
    .catch(() => undefined);
if (isProductionOrigin(window.location.origin, PRODUCTION_ORIGIN)) {
  whenAppHydrated(() => {
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  });
}
