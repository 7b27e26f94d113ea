import { flattenPages } from '@docshell/docs-nav';
import { loadedProductContent, productSummaries, sitePages } from '../products';
import { pagePathsOf } from './routeTable';

/**
 * Every page the site serves, from the products' route tables, in reading order. Every product must
 * be loaded first (`loadAllProducts()`), as the prerender and the tests do.
 */
export function allPagePaths(): string[] {
  const trees = productSummaries.map((summary) => {
    const content = loadedProductContent(summary.prefix);
    if (!content) throw new Error(`[site] allPagePaths: ${summary.prefix} is not loaded`);
    return content.product;
  });
  return [...trees, sitePages].flatMap(pagePathsOf);
}

/** Where a product's link goes: its first page (sections are not pages). */
export function firstPagePath(product: {
  pages: Parameters<typeof flattenPages>[0];
  prefix: string;
}): string {
  return flattenPages(product.pages).find((page) => !page.children)?.pathname ?? product.prefix;
}
