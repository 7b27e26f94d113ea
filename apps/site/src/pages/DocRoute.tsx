import { use } from 'react';
import { PageErrorBoundary } from '../resilience/PageErrorBoundary';
import { resolveRoute, routeDataAfterHydration, routeDataReady } from '../resolveRoute';
import { useSiteLocation } from '../shell/LocationProvider';
import { Redirect } from '../shell/Redirect';
import { docPageAfterHydration, loadedDocPage } from './docPageLoader';
import { NotFoundPage } from './NotFoundPage';

/** Applies the path rules, then renders the page (inside its error boundary), a redirect, or the 404 page. */
export function DocRoute() {
  const { location } = useSiteLocation();
  if (!routeDataReady(location.pathname)) {
    // First visit to a product: its tree loads first (suspending the navigation), inside the
    // page's error boundary so a failed chunk is handled like a failed page.
    return (
      <PageErrorBoundary key={location.pathname}>
        <RouteData pathname={location.pathname} />
      </PageErrorBoundary>
    );
  }
  const route = resolveRoute(location.pathname);
  if (route.kind === 'redirect') {
    return <Redirect to={`${route.to}${location.search}${location.hash}`} />;
  }
  if (route.kind !== 'page') return <NotFoundPage />;
  // An error in one page's content stays in the page: header, nav and search keep working.
  return (
    <PageErrorBoundary key={route.pathname}>
      <Page pathname={route.pathname} />
    </PageErrorBoundary>
  );
}

/** The page component, once loaded: the first page's hydration waits for it (src/AppRoutes.tsx). */
function Page({ pathname }: { pathname: string }) {
  const DocPage = loadedDocPage() ?? use(docPageAfterHydration());
  return <DocPage pathname={pathname} />;
}

function RouteData({ pathname }: { pathname: string }) {
  use(routeDataAfterHydration(pathname));
  return null;
}
