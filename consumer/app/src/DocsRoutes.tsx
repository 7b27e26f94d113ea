import { useDocsConfig } from '@docshell/docs-i18n';
import { isRedirectRoute, pagesToRoutes, resolveDocsPath } from '@docshell/docs-nav';
import {
  Navigate,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { DocsLayout } from '../../shared/DocsLayout';
import { pages } from '../../shared/pages';

/**
 * The route table of the page tree. The prerender renders synchronously, so every page's content
 * is in the bundle: pages render from the table and nothing calls `lazy`.
 */
export const docsRoutes = pagesToRoutes(pages, async () => null);

/** An address without a page: the layout, titled "Page not found". */
function NotFound() {
  const { pathname } = useLocation();
  return <DocsLayout pathname={pathname} />;
}

// Built once. Every page is a DocsLayout element, so a navigation updates the mounted layout in
// place (the side nav keeps the sections the reader opened).
const routeObjects: RouteObject[] = [
  ...docsRoutes.map((route) => ({
    path: route.path,
    element: isRedirectRoute(route) ? (
      <Navigate replace to={route.handle.redirectTo} />
    ) : (
      <DocsLayout pathname={route.path} />
    ),
  })),
  { path: '*', element: <NotFound /> },
];

/** Matches the table against an address the path rules have already answered. */
function MatchedRoute({ location }: { location: Location }) {
  return useRoutes(routeObjects, location);
}

/**
 * The page at the current address: first the path rules a route pattern cannot express (a
 * trailing slash, a language prefix), then the table.
 */
export function DocsRoutes() {
  const location = useLocation();
  const { languages } = useDocsConfig();
  const resolution = resolveDocsPath(location.pathname, languages);
  if (resolution.kind === 'redirect') {
    const { search, hash } = location;
    return <Navigate replace to={{ pathname: resolution.to, search, hash }} />;
  }
  if (resolution.kind === 'not-found') return <NotFound />;
  // A language prefix stays in the address; the page renders in place.
  return <MatchedRoute location={{ ...location, pathname: resolution.pathname }} />;
}
