import { getPageIndex } from './createPageIndex.js';
import type { DocsPage } from './pages.js';

/**
 * Every entry of a tree in reading order, subheader groups left out.
 * Throws when two pages share a pathname, naming the path and both places.
 */
export function flattenPages(pages: readonly DocsPage[]): DocsPage[] {
  return [...getPageIndex(pages).pages];
}
