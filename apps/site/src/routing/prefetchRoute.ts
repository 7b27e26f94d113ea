// Loaded with the idle prefetcher (./IdlePrefetch.tsx), not with the app.
import { forgetFailedProductContent } from '../products';
import { loadAhead } from '../resilience/deployRecovery';
import { forgetFailedPage, loadPage } from './pageContent';
import { docPageComponent, homePageComponent } from './pageComponents';
import { loadRouteData, resolveRoute } from './resolveRoute';
import { routeRendersAtOnce } from './routeLoading';

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
    const route = resolveRoute(pathname);
    const loads =
      route.kind === 'page'
        ? [loadPage(route.pathname), docPageComponent.load()]
        : route.kind === 'home'
          ? [homePageComponent.load()]
          : [];
    const settled = await Promise.allSettled(loads);
    if (settled.some((result) => result.status === 'rejected')) {
      if (route.kind === 'page') forgetFailedPage(route.pathname);
      docPageComponent.forgetFailure();
      homePageComponent.forgetFailure();
    }
  });
}
