import { flattenPages } from '@docshell/docs-nav';
import { loadedProductContent, productSummaries, sitePages, type ProductDocs } from './products';

function treePagePaths(tree: ProductDocs): string[] {
  return (
    flattenPages(tree.pages)
      // Entries with children are sections: they link to their first child rather than being pages.
      .filter((page) => !page.children && page.pathname.startsWith('/'))
      .map((page) => page.pathname)
  );
}

/**
 * Every page the site serves from the product trees, in reading order. Every product must be
 * loaded first (`loadAllProducts()`), as the prerender and the tests do.
 */
export function allPagePaths(): string[] {
  const trees = productSummaries.map((summary) => {
    const content = loadedProductContent(summary.prefix);
    if (!content) throw new Error(`[site] allPagePaths: ${summary.prefix} is not loaded`);
    return content.product;
  });
  return [...trees, sitePages].flatMap(treePagePaths);
}

const pageSets = new WeakMap<ProductDocs, ReadonlySet<string>>();

function pageSetOf(tree: ProductDocs): ReadonlySet<string> {
  let set = pageSets.get(tree);
  if (!set) {
    set = new Set(treePagePaths(tree));
    pageSets.set(tree, set);
  }
  return set;
}

/** Whether the path is a page: one of the site's own, or of its product's tree (once loaded). */
export function isPage(pathname: string): boolean {
  if (pageSetOf(sitePages).has(pathname)) return true;
  const content = loadedProductContent(pathname);
  return content !== undefined && pageSetOf(content.product).has(pathname);
}

/** Where a product's link goes: its first page (sections are not pages). */
export function firstPagePath(product: {
  pages: Parameters<typeof flattenPages>[0];
  prefix: string;
}): string {
  return flattenPages(product.pages).find((page) => !page.children)?.pathname ?? product.prefix;
}
