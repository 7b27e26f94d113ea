import { isRedirectRoute, resolveDocsPath } from '@docshell/docs-nav';
import {
  loadedProductContent,
  loadProductContent,
  productContentAfterHydration,
  productSummaryForPath,
  sitePages,
} from '../products';
import { routeTableOf, SHORT_API_PRODUCT_PATH } from './routeTable';
import { parseDemoPath } from '../demos/demoPath';

export type ResolvedRoute =
  | { kind: 'home' }
  | { kind: 'page'; pathname: string }
  | { kind: 'redirect'; to: string }
  /** A page's demo, full screen: whether the page has that demo is known once it has loaded. */
  | { kind: 'demo'; pathname: string; slug: string }
  | { kind: 'not-found' };

/** `/api/<name>` and `/api-docs/<name>`: short addresses that Material UI's route table holds. */
const SHORT_API_PATH = /^\/api(?:-docs)?\/[\w-]+$/;

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
  if (!route) return demoRoute(pathname);
  if (isRedirectRoute(route)) return { kind: 'redirect', to: route.handle.redirectTo };
  return { kind: 'page', pathname: route.path };
}

/** `<page>/demos/<name>`: a demo of a page the route table holds (a page, not a redirect). */
function demoRoute(pathname: string): ResolvedRoute {
  const demo = parseDemoPath(pathname);
  const page = demo && routeAt(demo.pagePath);
  if (!demo || !page || isRedirectRoute(page)) return { kind: 'not-found' };
  return { kind: 'demo', pathname: page.path, slug: demo.slug };
}

// One settled promise for every path outside the products: `use()` must get the same one each time.
const NOTHING_TO_LOAD: Promise<unknown> = Promise.resolve();

/** The product path whose tree `resolveRoute` reads for this path, if any. */
function routeDataPath(rawPathname: string): string | undefined {
  let rules = resolveDocsPath(rawPathname);
  // A trailing slash redirects within the same product: its tree is what the target renders from.
  if (rules.kind === 'redirect') rules = resolveDocsPath(rules.to);
  if (rules.kind !== 'match') return undefined;
  const path = SHORT_API_PATH.test(rules.pathname) ? SHORT_API_PRODUCT_PATH : rules.pathname;
  return productSummaryForPath(path) ? path : undefined;
}

/** Whether `resolveRoute` can answer for this path now (its product's tree is loaded). */
export function routeDataReady(rawPathname: string): boolean {
  const path = routeDataPath(rawPathname);
  return path === undefined || loadedProductContent(path) !== undefined;
}

/**
 * Loads what `resolveRoute` needs for this path: its product's tree. One promise per product,
 * which stays failed (see `createLoadCache`).
 */
export function loadRouteData(rawPathname: string): Promise<unknown> {
  const path = routeDataPath(rawPathname);
  return path === undefined ? NOTHING_TO_LOAD : loadProductContent(path);
}

/**
 * `loadRouteData`, started only once the app is hydrated: what the prerendered side nav and page
 * wait on (with `use`) while the shell hydrates, so the trees are not fetched before the shell is
 * interactive (src/routing/AppRoutes.tsx).
 */
export function routeDataAfterHydration(rawPathname: string): Promise<unknown> {
  const path = routeDataPath(rawPathname);
  return path === undefined ? NOTHING_TO_LOAD : productContentAfterHydration(path);
}
