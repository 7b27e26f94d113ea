import { Navigate, useLocation } from 'react-router-dom';
import { resolveRoute } from '../resolveRoute';
import { DocPage } from './DocPage';
import { NotFoundPage } from './NotFoundPage';

/** Applies the path rules, then renders the page, a redirect, or the 404 page. */
export function DocRoute() {
  const location = useLocation();
  const route = resolveRoute(location.pathname);
  if (route.kind === 'redirect') {
    return <Navigate to={`${route.to}${location.search}${location.hash}`} replace />;
  }
  if (route.kind !== 'page') return <NotFoundPage />;
  return <DocPage key={route.pathname} pathname={route.pathname} />;
}
