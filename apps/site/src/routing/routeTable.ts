import { isRedirectRoute, pagesToRoutes, type DocsRoute } from '@docshell/docs-nav';
import { loadPage } from './pageContent';
import type { PageModule } from '../pages/pageModule';
import type { ProductDocs } from '../products';

type SiteRoute = DocsRoute<PageModule>;

/** The product whose API pages also answer at `/api/<name>` and `/api-docs/<name>`. */
export const SHORT_API_PRODUCT_PATH = '/material-ui';

export interface RouteTable {
  /** The tree's routes, exactly as docs-nav's `pagesToRoutes` returns them. */
  routes: readonly SiteRoute[];
  /** The route at a canonical path, if any. */
  find(pathname: string): SiteRoute | undefined;
}

const tables = new WeakMap<ProductDocs, RouteTable>();

/**
 * A product tree's route table, made once per tree (the first time one of its paths is resolved).
 * Every route docs-nav makes has a static path, so a route is found by path in a map rather than by
 * ranking the table's patterns on every navigation, as `matchRoutes` does: with 1,000 pages that is
 * a sort of 1,000 branches per call. routes.test.ts checks the two agree on every path of every
 * table (the routes are case-sensitive, as the map is).
 */
export function routeTableOf(tree: ProductDocs): RouteTable {
  let table = tables.get(tree);
  if (!table) {
    const routes = pagesToRoutes(tree.pages, (page) => loadPage(page.pathname), {
      // Only one product can own the short `/api/<name>` addresses (see resolveRoute).
      apiRedirects: tree.prefix === SHORT_API_PRODUCT_PATH,
    });
    const byPath = new Map(routes.map((route) => [route.path, route]));
    table = { routes, find: (pathname) => byPath.get(pathname) };
    tables.set(tree, table);
  }
  return table;
}

/** The paths of a table's pages (its redirects left out), in reading order. */
export function pagePathsOf(tree: ProductDocs): string[] {
  return routeTableOf(tree)
    .routes.filter((route) => !isRedirectRoute(route))
    .map((route) => route.path);
}
