import { Navigate, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '../resilience/PageErrorBoundary';
import { resolveRoute } from '../resolveRoute';
import { DocPage } from './DocPage';
import { NotFoundPage } from './NotFoundPage';

/** Applies the path rules, then renders the page (inside its error boundary), a redirect, or the 404 page. */
export function DocRoute() {
  const location = useLocation();
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
