import { use } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '../resilience/PageErrorBoundary';
import { loadRouteData, resolveRoute, routeDataReady } from '../resolveRoute';
import { DocPage } from './DocPage';
import { NotFoundPage } from './NotFoundPage';

/** Applies the path rules, then renders the page (inside its error boundary), a redirect, or the 404 page. */
export function DocRoute() {
  const location = useLocation();
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
    return <Navigate to={`${route.to}${location.search}${location.hash}`} replace />;
  }
  if (route.kind !== 'page') return <NotFoundPage />;
  // An error in one page's content stays in the page: header, nav and search keep working.
  return (
    <PageErrorBoundary key={route.pathname}>
      <DocPage pathname={route.pathname} />
    </PageErrorBoundary>
  );
}

function RouteData({ pathname }: { pathname: string }) {
  use(loadRouteData(pathname));
  return null;
}
