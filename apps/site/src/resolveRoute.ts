import { isRedirectRoute, resolveDocsPath } from '@docshell/docs-nav';
import {
  loadedProductContent,
  loadProductContent,
  productSummaryForPath,
  sitePages,
} from './products';
import { routeTableOf } from './routing/routeTable';
import { afterAppHydrated, isAppHydrated } from './shell/hydrationState';

export type ResolvedRoute =
  | { kind: 'home' }
  | { kind: 'page'; pathname: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/** `/api/<name>` and `/api-docs/<name>`: short addresses that Material UI's route table holds. */
const SHORT_API_PATH = /^\/api(?:-docs)?\/[\w-]+$/;
const SHORT_API_PRODUCT_PATH = '/material-ui';

/** The route at a canonical path: one of the site's own pages, or in its product's loaded table. */
function routeAt(pathname: string) {
  const product = loadedProductContent(
    SHORT_API_PATH.test(pathname) ? SHORT_API_PRODUCT_PATH : pathname,
  )?.product;
  return (
    routeTableOf(sitePages).find(pathname) ?? (product && routeTableOf(product).find(pathname))
  );
}

/**
 * A path as the site shows it, from docs-nav: its path rules first (`resolveDocsPath`: a trailing
 * slash redirects, a language prefix renders the English page in place), then the route table of
 * the path's product (`pagesToRoutes`, with the short `/api/<name>` redirects), which must be
 * loaded (see `loadRouteData`). A path no table holds is a 404.
 */
export function resolveRoute(rawPathname: string): ResolvedRoute {
  const rules = resolveDocsPath(rawPathname);
  if (rules.kind !== 'match') return rules;
  const { pathname } = rules;
  if (pathname === '/') return { kind: 'home' };
  const route = routeAt(pathname);
  if (!route) return { kind: 'not-found' };
  if (isRedirectRoute(route)) return { kind: 'redirect', to: route.handle.redirectTo };
  return { kind: 'page', pathname: route.path };
}

/** The product paths whose trees `resolveRoute` reads for this path. */
function routeDataPaths(rawPathname: string): string[] {
  const rules = resolveDocsPath(rawPathname);
  if (rules.kind !== 'match') return [];
  const path = SHORT_API_PATH.test(rules.pathname) ? SHORT_API_PRODUCT_PATH : rules.pathname;
  return productSummaryForPath(path) ? [path] : [];
}

/** Whether `resolveRoute` can answer for this path now (its product trees are loaded). */
export function routeDataReady(rawPathname: string): boolean {
  return routeDataPaths(rawPathname).every((path) => loadedProductContent(path) !== undefined);
}

// One promise per set of products, kept even when it fails: a re-render gets the same rejected
// promise, so `use()` hands the error to the page's error boundary instead of loading again.
const routeDataLoads = new Map<string, Promise<void>>();

/** One key per set of products: every path of a product shares its load. */
function routeDataKey(paths: string[]): string {
  return paths.map((path) => productSummaryForPath(path)!.prefix).join(' ');
}

/** Loads what `resolveRoute` needs for this path: the trees of the products it may belong to. */
export function loadRouteData(rawPathname: string): Promise<void> {
  const paths = routeDataPaths(rawPathname);
  const key = routeDataKey(paths);
  let promise = routeDataLoads.get(key);
  if (!promise) {
    promise = Promise.all(paths.map(loadProductContent)).then(() => undefined);
    routeDataLoads.set(key, promise);
  }
  return promise;
}

const loadsAfterHydration = new Map<string, Promise<void>>();

/**
 * `loadRouteData`, started only once the app is hydrated: what the prerendered side nav and page
 * wait on (with `use`) while the shell hydrates, so the trees are not fetched before the shell is
 * interactive (src/AppRoutes.tsx). Once the app is hydrated, the same as `loadRouteData`.
 */
export function routeDataAfterHydration(rawPathname: string): Promise<void> {
  if (isAppHydrated()) return loadRouteData(rawPathname);
  const key = routeDataKey(routeDataPaths(rawPathname));
  let promise = loadsAfterHydration.get(key);
  if (!promise) {
    promise = afterAppHydrated(() => loadRouteData(rawPathname));
    loadsAfterHydration.set(key, promise);
  }
  return promise;
}
