import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { readAdOverrides } from './ads';
import { createSiteAnalytics } from './analytics';
import { App } from './App';
import { loadPage } from './content';
import { createEmotionCache } from './emotionCache';
import { installDeployRecovery } from './resilience/deployRecovery';
import { registerServiceWorker } from './resilience/serviceWorker';
import { loadRouteData, resolveRoute } from './resolveRoute';
import { PRODUCTION_ORIGIN } from './siteConfig';
import './styles.css';

const ROOT_ROUTE_ATTRIBUTE = 'data-route';

async function start() {
  // Before any page chunk loads: a chunk a new deploy removed gets one reload, not a white screen.
  installDeployRecovery(window);
  const container = document.getElementById('root')!;
  // The product's tree, then the page's chunk, before hydrating: the first client render must
  // match the HTML. (A failed load is left to the page's error boundary.)
  await loadRouteData(window.location.pathname).catch(() => undefined);
  const route = resolveRoute(window.location.pathname);
  if (route.kind === 'page') await loadPage(route.pathname).catch(() => undefined);
  const app = (
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <BrowserRouter>
          <App
            analytics={createSiteAnalytics()}
            adOverrides={readAdOverrides(window.location.search)}
          />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>
  );
  // Hydrate only HTML that was prerendered for this very path; a static host's fallback page
  // (another route's HTML) is replaced by a fresh render instead of a broken hydration.
  const renderedFor = container.getAttribute(ROOT_ROUTE_ATTRIBUTE);
  if (renderedFor !== null && renderedFor === window.location.pathname) {
    hydrateRoot(container, app);
  } else {
    container.textContent = '';
    createRoot(container).render(app);
  }
}

void start();
// Only on the configured production origin, never on localhost or preview hosts; after the load
// event, so the worker's precaching does not compete with the page's own requests.
window.addEventListener(
  'load',
  () => void registerServiceWorker({ productionOrigin: PRODUCTION_ORIGIN }),
  { once: true },
);
