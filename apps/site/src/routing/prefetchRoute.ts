// Loaded with the idle prefetcher (./IdlePrefetch.tsx), not with the app.
import { forgetFailedProductContent } from '../products';
import { loadAhead } from '../resilience/deployRecovery';
import { forgetFailedPage } from './pageContent';
import { demoPageComponent, docPageComponent, homePageComponent } from './pageComponents';
import { loadRouteData, resolveRoute } from './resolveRoute';
import { loadRouteCode, routeRendersAtOnce } from './routeLoading';

/**
 * Fetches ahead what a link's target renders, before anyone asked for it (./idlePrefetch.ts).
 * Never rejects. Its own failure rule: a failed load is forgotten, so the click that may follow
 * fetches again and meets the failure itself, and it never starts the deploy-recovery reload
 * (`loadAhead`). Step by step, so each import has settled before the next starts.
 */
export function prefetchRoute(pathname: string): Promise<void> {
  if (routeRendersAtOnce(pathname)) return Promise.resolve();
  return loadAhead(async () => {
    try {
      await loadRouteData(pathname);
    } catch {
      forgetFailedProductContent(pathname);
      return;
    }
    // allSettled, not all: the count in `loadAhead` must last until every import has settled.
    const settled = await Promise.allSettled(loadRouteCode(pathname));
    if (settled.some((result) => result.status === 'rejected')) {
      const route = resolveRoute(pathname);
      if (route.kind === 'page' || route.kind === 'demo') forgetFailedPage(route.pathname);
      docPageComponent.forgetFailure();
      demoPageComponent.forgetFailure();
      homePageComponent.forgetFailure();
    }
  });
}
