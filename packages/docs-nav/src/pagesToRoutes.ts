import { stripTrailingSlash } from '@docshell/docs-i18n';
import { getPageIndex, type PageTrees } from './createPageIndex.js';
import { isExternalHref } from './normalizePathname.js';
import type { DocsPage } from './pages.js';

/**
 * A route object in the shape react-router's data routers take (`createBrowserRouter(routes)`),
 * declared here so this package does not depend on a router. `lazy` loads the page's module
 * (for react-router: an object with `Component`, `loader`, ...) the first time the route matches.
 */
export interface DocsRoute<TModule> {
  path: string;
  lazy: () => Promise<TModule>;
  /** The page entry, for `useMatches()` consumers (titles, breadcrumbs). */
  handle: { page: DocsPage };
}

/**
 * One lazily loaded route per page of the trees: every internal leaf, hidden ones included.
 * Sections (entries with children) and subheader groups are not routes (sections link to their
 * first leaf), nor are external http(s) links. Validates the trees (duplicate pathnames throw).
 */
export function pagesToRoutes<TModule>(
  trees: PageTrees,
  loadPage: (page: DocsPage) => Promise<TModule>,
): DocsRoute<TModule>[] {
  return getPageIndex(trees)
    .pages.filter(
      (page) => (!page.children || page.children.length === 0) && !isExternalHref(page.pathname),
    )
    .map((page) => ({
      path: stripTrailingSlash(page.pathname.replace(/[?#].*$/, '')),
      lazy: () => loadPage(page),
      handle: { page },
    }));
}
