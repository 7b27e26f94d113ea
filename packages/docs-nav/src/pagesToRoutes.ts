import { stripTrailingSlash } from '@docshell/docs-i18n';
import { getPageIndex, type PageTrees } from './createPageIndex.js';
import { isExternalHref } from './normalizePathname.js';
import type { DocsPage } from './pages.js';

/**
 * A page's route, in the shape react-router's route objects take, declared here so this package
 * does not depend on a router. `lazy` loads the page's module (for a data router: an object with
 * `Component`, `loader`, ...) the first time the route matches; a declarative router renders the
 * page from `handle.page` and calls `lazy` itself.
 */
export interface DocsPageRoute<TModule> {
  /** The page's path: unique in the table. */
  id: string;
  path: string;
  /** Paths are case-sensitive, as every docs-nav lookup is (react-router's default is not). */
  caseSensitive: true;
  lazy: () => Promise<TModule>;
  handle: { page: DocsPage };
}

/**
 * An old address that now lives elsewhere (`/api/button` → `/material-ui/api/button`). A data
 * router follows `loader`'s redirect before rendering; a declarative one reads `handle.redirectTo`.
 */
export interface DocsRedirectRoute {
  id: string;
  path: string;
  caseSensitive: true;
  loader: () => Response;
  handle: { redirectTo: string };
}

export type DocsRoute<TModule> = DocsPageRoute<TModule> | DocsRedirectRoute;

export interface PagesToRoutesOptions {
  /**
   * Adds `/api/<name>` and `/api-docs/<name>` (the short addresses of API pages) as redirects to
   * every page at `<product>/api/<name>`. When two products have the same API name, the first tree
   * keeps the short address. Default `true`.
   */
  apiRedirects?: boolean;
}

/** `<product>/api/<name>`: a product's API page, whose name also has a short address. */
const API_PAGE_PATH = /^\/[\w/-]+\/api\/([\w-]+)$/;
const SHORT_API_PREFIXES = ['/api', '/api-docs'] as const;

/** Whether `route` is a redirect rather than a page. */
export function isRedirectRoute<TModule>(route: DocsRoute<TModule>): route is DocsRedirectRoute {
  return 'redirectTo' in route.handle;
}

function redirectRoute(path: string, to: string): DocsRedirectRoute {
  return {
    id: path,
    path,
    caseSensitive: true,
    // 301: the short address is permanent; `Response` is global in browsers and Node 18+.
    loader: () => new Response(null, { status: 301, headers: { Location: to } }),
    handle: { redirectTo: to },
  };
}

/**
 * The route table of page trees: one lazily loaded route per internal leaf, hidden pages included,
 * then the redirects the path rules imply. Sections (entries with children) and subheader groups
 * are not routes (sections link to their first leaf), nor are external http(s) links. Paths are
 * canonical: no trailing slash, hash or query. Throws on a duplicate path, a page's or a redirect's.
 *
 * What a route pattern cannot say (a trailing slash, which react-router ignores when matching, and
 * a language prefix) is answered before matching by `resolveDocsPath`.
 */
export function pagesToRoutes<TModule>(
  trees: PageTrees,
  loadPage: (page: DocsPage) => Promise<TModule>,
  { apiRedirects = true }: PagesToRoutesOptions = {},
): DocsRoute<TModule>[] {
  const routes: DocsRoute<TModule>[] = [];
  const taken = new Set<string>();
  const add = (route: DocsRoute<TModule>) => {
    if (taken.has(route.path)) {
      throw new Error(`[docs-nav] Duplicated route path ${route.path}`);
    }
    taken.add(route.path);
    routes.push(route);
  };
  const pages = getPageIndex(trees).pages.filter(
    (page) => (!page.children || page.children.length === 0) && !isExternalHref(page.pathname),
  );
  for (const page of pages) {
    const path = stripTrailingSlash(page.pathname.replace(/[?#].*$/, ''));
    add({ id: path, path, caseSensitive: true, lazy: () => loadPage(page), handle: { page } });
  }
  if (apiRedirects) {
    for (const route of [...routes]) {
      const name = route.path.match(API_PAGE_PATH)?.[1];
      if (!name) continue;
      for (const prefix of SHORT_API_PREFIXES) {
        const short = `${prefix}/${name}`;
        // The first product with this name keeps the short address.
        if (!taken.has(short)) add(redirectRoute(short, route.path));
      }
    }
  }
  return routes;
}
