import { use } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';
import { PageErrorBoundary } from '../resilience/PageErrorBoundary';
import { useResolvedRoute } from '../routing/useResolvedRoute';
import { docPageComponent } from '../routing/pageComponents';
import { NotFoundPage } from './NotFoundPage';

/**
 * Applies the path rules, then renders the page, a redirect, or the 404 page, inside the page's
 * error boundary: an error in one page's content (or a product tree that fails to load) stays in
 * the page, while header, nav and search keep working.
 */
export function DocRoute() {
  const location = useLocation();
  return (
    <PageErrorBoundary key={location.pathname}>
      <RoutedPage location={location} />
    </PageErrorBoundary>
  );
}

function RoutedPage({ location }: { location: Location }) {
  const { pathname, search, hash } = location;
  // First visit to a product: its tree loads first (suspending the navigation, or the first
  // page's hydration), in this component, not its parent.
  const route = useResolvedRoute(pathname);
  // Replaces the history entry once rendered in the browser (back then skips the old address);
  // the prerender, which runs no effects, writes no redirect.
  if (route.kind === 'redirect') return <Navigate replace to={`${route.to}${search}${hash}`} />;
  if (route.kind !== 'page') return <NotFoundPage />;
  return <Page pathname={route.pathname} />;
}

/** The page component, once loaded: the first page's hydration waits for it (src/routing/AppRoutes.tsx). */
function Page({ pathname }: { pathname: string }) {
  const DocPage = docPageComponent.loaded() ?? use(docPageComponent.afterHydration());
  return <DocPage pathname={pathname} />;
}
