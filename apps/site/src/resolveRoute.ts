import { pathnameToLanguage } from '@docshell/docs-i18n';
import { loadedProductContent, loadProductContent, productSummaryForPath } from './products';
import { isPage } from './routes';
import { afterAppHydrated, isAppHydrated } from './shell/hydrationState';
import { withoutTrailingSlashes } from './withoutTrailingSlashes';

export type ResolvedRoute =
  | { kind: 'home' }
  | { kind: 'page'; pathname: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

const API_DOCS_PATH = /^\/api-docs\/([\w-]+)$/;
const API_PRODUCT_PATH = '/material-ui';

/**
 * The site's path rules, as a pure function of the path and the loaded product trees (see
 * `loadRouteData`):
 * - a language prefix (`/zh/...`) is accepted and renders the English page in place;
 * - trailing slashes redirect to the path without them;
 * - `/api/x` and `/api-docs/x` go to the Material UI API page `/material-ui/api/x`;
 * - anything else is a page or a 404.
 */
export function resolveRoute(rawPathname: string): ResolvedRoute {
  let pathname: string;
  try {
    pathname = decodeURI(rawPathname);
  } catch {
    return { kind: 'not-found' };
  }
  const { canonicalAs, canonicalPathname } = pathnameToLanguage(pathname);
  const hasPrefix = canonicalAs !== pathname;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { kind: 'redirect', to: withoutTrailingSlashes(pathname) };
  }
  const apiName = canonicalPathname.match(API_DOCS_PATH)?.[1];
  if (apiName && isPage(`${API_PRODUCT_PATH}/api/${apiName}`)) {
    return { kind: 'redirect', to: `${API_PRODUCT_PATH}/api/${apiName}` };
  }
  if (canonicalPathname === '/')
    return hasPrefix ? { kind: 'redirect', to: '/' } : { kind: 'home' };
  if (isPage(canonicalPathname)) return { kind: 'page', pathname: canonicalPathname };
  return { kind: 'not-found' };
}

/** The product paths whose trees `resolveRoute` reads for this path. */
function routeDataPaths(rawPathname: string): string[] {
  let pathname: string;
  try {
    pathname = decodeURI(rawPathname);
  } catch {
    return [];
  }
  const { canonicalPathname } = pathnameToLanguage(pathname);
  const paths = [canonicalPathname];
  if (API_DOCS_PATH.test(canonicalPathname)) paths.push(API_PRODUCT_PATH);
  return paths.filter((path) => productSummaryForPath(path) !== undefined);
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
