import { getPageIndex, type ActivePage, type PageTrees, type PrevNext } from './createPageIndex.js';

/**
 * The page at `pathname` and its parent chain, or null. The path is normalised first (language
 * prefix, hash, query and trailing slash removed), and `/components-api` or `/hooks-api` tabs
 * resolve to their page. The tree's index is built once per trees array and then reused.
 */
export function findActivePage(pages: PageTrees, pathname: string): ActivePage | null {
  return getPageIndex(pages).find(pathname);
}

/**
 * The previous and next pages in reading order: leaves only, skipping external links and pages
 * (or sections) with `inSideNav: false`. A hidden or unknown page has no neighbours.
 */
export function getPrevNext(pages: PageTrees, pathname: string): PrevNext {
  return getPageIndex(pages).getPrevNext(pathname);
}
