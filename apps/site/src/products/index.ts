import type { PageModule } from '../pages/pageModule';
import { createLoadCache, type FailurePolicy } from '../routing/loadCache';
import { docsPages } from './docs/pages';
import type { ProductDocs } from './types';
import {
  isProductSelected,
  PRODUCT_SUMMARIES,
  startsWithPrefix,
  summaryForPath,
  type ProductSummary,
} from './productSummaries';

export type { ProductDocs } from './types';
export type { ProductSummary } from './productSummaries';

/** A product's page tree, loaded the first time a page of the product needs it. */
export interface ProductContent {
  product: ProductDocs;
}

/** A product folder's MDX pages, by path relative to the folder (`./react-button.mdx`). */
export type ProductPageFiles = Record<string, () => Promise<PageModule>>;

// The benchmark's generated 1,000-page product (bench/synthetic.mjs): present only during a
// bench run, so the glob matches nothing in a normal build. Only its summary is eager.
const syntheticSummaries = Object.values(
  import.meta.glob<{ summary: ProductSummary }>('./synthetic/summary.ts', { eager: true }),
).map((module) => module.summary);

/**
 * Every product of the family this build includes (all of them unless `DOCSHELL_PRODUCTS` names
 * some: build/productSelection.ts), in the order the product switcher and home page show them.
 */
export const productSummaries: readonly ProductSummary[] = [
  ...PRODUCT_SUMMARIES,
  ...syntheticSummaries,
].filter((summary) => isProductSelected(__DOCSHELL_PRODUCTS__, summary.folder));

/** The site's own pages (/versions, /production-error): two entries, always at hand. */
export const sitePages: ProductDocs = docsPages;

// Per product, two modules: its tree (`content.ts`), which every page of the product renders, and
// the list of its MDX page chunks (`pageFiles.ts`), which only following a link needs: the first
// page names its own chunk in its HTML (src/hydration/prerenderedRoot.ts). With 1,000 pages the list is mostly
// chunk hashes, which do not compress.
const contentLoaders = import.meta.glob<{ content: ProductContent }>('./*/content.ts');
const pageFileLoaders = import.meta.glob<{ pageFiles: ProductPageFiles }>('./*/pageFiles.ts');

/** The product whose prefix the path starts with, if any (loaded or not). */
export function productSummaryForPath(pathname: string): ProductSummary | undefined {
  return summaryForPath(pathname, productSummaries);
}

/** A cache of one module per product, keyed by the product's prefix. */
function perProduct<M, T>(
  loaders: Record<string, () => Promise<M>>,
  file: string,
  pick: (module: M) => T,
  onFailure: FailurePolicy,
) {
  const cache = createLoadCache(
    (summary: ProductSummary) => {
      const loader = loaders[`./${summary.folder}/${file}`];
      if (!loader) return Promise.reject(new Error(`[site] no ${file} for ${summary.folder}`));
      return loader().then(pick);
    },
    { onFailure },
  );
  return {
    loaded(pathname: string): T | undefined {
      const summary = productSummaryForPath(pathname);
      return summary && cache.loaded(summary);
    },
    load(pathname: string): Promise<T | undefined> {
      const summary = productSummaryForPath(pathname);
      return summary ? cache.load(summary) : Promise.resolve(undefined);
    },
    afterHydration(pathname: string): Promise<T | undefined> {
      const summary = productSummaryForPath(pathname);
      return summary ? cache.afterHydration(summary) : Promise.resolve(undefined);
    },
    forgetFailure(pathname: string): void {
      const summary = productSummaryForPath(pathname);
      if (summary) cache.forgetFailure(summary);
    },
  };
}

// A tree that failed stays failed: the page and the side nav wait on it with `use()` (recovery is
// the deploy-recovery reload). A page list is only read when a link is followed: a later link may
// try again.
const contents = perProduct(contentLoaders, 'content.ts', (m) => m.content, 'stay-failed');
const pageFileLists = perProduct(pageFileLoaders, 'pageFiles.ts', (m) => m.pageFiles, 'retry');

/** Forgets a product tree that failed to load, so the next load fetches it again. */
export function forgetFailedProductContent(pathname: string): void {
  contents.forgetFailure(pathname);
}

/** The product content for a path, when it has been loaded. */
export function loadedProductContent(pathname: string): ProductContent | undefined {
  return contents.loaded(pathname);
}

/**
 * `loadProductContent`, started once the app is hydrated: what the prerendered side nav and page
 * wait on while the shell hydrates (src/routing/AppRoutes.tsx).
 */
export function productContentAfterHydration(
  pathname: string,
): Promise<ProductContent | undefined> {
  return contents.afterHydration(pathname);
}

/**
 * Loads the tree of the path's product (once; one promise per product). Resolves to undefined
 * outside every product.
 */
export function loadProductContent(pathname: string): Promise<ProductContent | undefined> {
  return contents.load(pathname);
}

/** Loads the list of the path's product's MDX pages (once); undefined outside every product. */
export function loadProductPageFiles(pathname: string): Promise<ProductPageFiles | undefined> {
  return pageFileLists.load(pathname);
}

/** Loads every product: for the prerender and the tests, which need every page. */
export function loadAllProducts(): Promise<ProductContent[]> {
  return Promise.all(
    productSummaries.map(async (summary) => {
      const [content] = await Promise.all([
        loadProductContent(summary.prefix),
        loadProductPageFiles(summary.prefix),
      ]);
      return content!;
    }),
  );
}

/** Whether the path has a tree (a product's, or the site's own pages), loaded or not: a side nav. */
export function hasProductTree(pathname: string): boolean {
  return (
    startsWithPrefix(pathname, sitePages.prefix) || productSummaryForPath(pathname) !== undefined
  );
}

/** The loaded tree whose prefix the path starts with (the site's own pages included), if any. */
export function productForPath(pathname: string): ProductDocs | undefined {
  if (startsWithPrefix(pathname, sitePages.prefix)) return sitePages;
  return loadedProductContent(pathname)?.product;
}

/** A path's MDX file relative to its product's folder (`react-button.mdx`), and the product. */
function mdxFileOf(pathname: string): { summary: ProductSummary; file: string } | undefined {
  const summary = productSummaryForPath(pathname);
  return summary && { summary, file: `${pathname.slice(summary.folder.length + 2)}.mdx` };
}

/** The page loader of an MDX page whose product's page list is loaded, if the path has one. */
export function mdxLoaderFor(pathname: string): (() => Promise<PageModule>) | undefined {
  const mdx = mdxFileOf(pathname);
  return mdx && pageFileLists.loaded(pathname)?.[`./${mdx.file}`];
}

/**
 * The MDX page's source file from the app's root (`src/products/x/overview.mdx`), if the path is
 * one of a product whose page list is loaded: the prerender looks its chunk up in Vite's manifest.
 */
export function mdxSourceFor(pathname: string): string | undefined {
  const mdx = mdxFileOf(pathname);
  return mdx && mdxLoaderFor(pathname) && `src/products/${mdx.summary.folder}/${mdx.file}`;
}
