import { flattenPages } from '@docshell/docs-nav';
import { allTrees } from './products';

/** Every page the site serves from the product trees, in reading order. */
export function allPagePaths(): string[] {
  return allTrees.flatMap((product) =>
    flattenPages(product.pages)
      // Entries with children are sections: they link to their first child rather than being pages.
      .filter((page) => !page.children && page.pathname.startsWith('/'))
      .map((page) => page.pathname),
  );
}

export const pageSet: ReadonlySet<string> = new Set(allPagePaths());

/** Where a product's link goes: its first page (sections are not pages). */
export function firstPagePath(product: {
  pages: Parameters<typeof flattenPages>[0];
  prefix: string;
}): string {
  return flattenPages(product.pages).find((page) => !page.children)?.pathname ?? product.prefix;
}
