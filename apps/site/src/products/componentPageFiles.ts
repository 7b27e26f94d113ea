// Test support, for the tests that walk the products' component pages (componentDemos.test.ts,
// componentPageCoverage.test.ts). Reads MDX sources from disk, so Node only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocsPage } from '@docshell/docs-nav';
import { productSummaries } from '.';

/** The pages under a product's "Components" section, at any depth: its component pages. */
export function componentPages(pages: readonly DocsPage[], inSection = false): DocsPage[] {
  return pages.flatMap((page) => {
    const section = inSection || /\/components$/.test(page.pathname);
    if (page.children?.length) return componentPages(page.children, section);
    return section ? [page] : [];
  });
}

/** Where the MDX source of a product page lives (src/products/<folder>/<rest of the path>.mdx). */
export function mdxFileOf(pathname: string): string {
  const summary = productSummaries.find((s) => pathname.startsWith(`/${s.folder}/`));
  if (!summary) throw new Error(`[site] ${pathname} is not a product page`);
  return join(
    import.meta.dirname,
    summary.folder,
    `${pathname.slice(summary.folder.length + 2)}.mdx`,
  );
}

/** The MDX source of a product page. */
export function mdxSourceOf(pathname: string): string {
  return readFileSync(mdxFileOf(pathname), 'utf8');
}
