import type { DocsPage } from './pages.js';

function firstVisibleLeaf(page: DocsPage): DocsPage | null {
  if (!page.children || page.children.length === 0) return page;
  for (const child of page.children) {
    if (child.inSideNav === false) continue;
    const leaf = firstVisibleLeaf(child);
    if (leaf) return leaf;
  }
  return null;
}

/**
 * Where a nav entry links to: a page links to its own pathname; a section (an entry with
 * children) links to its first leaf shown in the side nav, looking through subheader groups.
 * A section with no visible leaf falls back to its own pathname.
 */
export function getPageHref(page: DocsPage): string {
  return (firstVisibleLeaf(page) ?? page).pathname;
}
