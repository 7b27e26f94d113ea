import type { PageModule } from '../content';
import { docsPages } from './docs/pages';
import type { ProductDocs } from './types';

export type { ProductDocs } from './types';

/** A product's page tree and its MDX pages, loaded together the first time a page needs them. */
export interface ProductContent {
  product: ProductDocs;
  /** The product folder's MDX pages, by path relative to the folder (`./react-button.mdx`). */
  pages: Record<string, () => Promise<PageModule>>;
}

/**
 * What the shell knows of a product before loading it: enough to match paths and link to it.
 * The trees and the page loaders stay out of the entry chunk (with 1,000 pages they would be most
 * of it); routes.test.ts checks these summaries against the trees.
 */
export interface ProductSummary {
  prefix: string;
  name: string;
  /** Where links into the product go: its first page (sections are not pages). */
  firstPath: string;
  /** The folder under src/products holding the tree (`pages.ts`) and the MDX pages. */
  folder: string;
}

const PRODUCT_SUMMARIES: ProductSummary[] = [
  {
    prefix: '/material-ui',
    name: 'Material UI',
    firstPath: '/material-ui/getting-started/overview',
    folder: 'material-ui',
  },
  {
    prefix: '/joy-ui',
    name: 'Joy UI',
    firstPath: '/joy-ui/getting-started/overview',
    folder: 'joy-ui',
  },
  {
    prefix: '/system',
    name: 'MUI System',
    firstPath: '/system/getting-started/overview',
    folder: 'system',
  },
  {
    prefix: '/base-ui',
    name: 'Base UI',
    firstPath: '/base-ui/getting-started/overview',
    folder: 'base-ui',
  },
  { prefix: '/x', name: 'MUI X', firstPath: '/x/introduction/overview', folder: 'x' },
  { prefix: '/toolpad', name: 'Toolpad', firstPath: '/toolpad/core/overview', folder: 'toolpad' },
  {
    prefix: '/experiments/docs',
    name: 'Experiments',
    firstPath: '/experiments/docs/overview',
    folder: 'experiments',
  },
];

// The benchmark's generated 1,000-page product (bench/synthetic.mjs): present only during a
// bench run, so the glob matches nothing in a normal build. Only its summary is eager.
const syntheticSummaries = Object.values(
  import.meta.glob<{ summary: ProductSummary }>('./synthetic/summary.ts', { eager: true }),
).map((module) => module.summary);

/** Every product of the family, in the order the product switcher and home page show them. */
export const productSummaries: readonly ProductSummary[] = [
  ...PRODUCT_SUMMARIES,
  ...syntheticSummaries,
];

/** The site's own pages (/versions, /production-error): two entries, always at hand. */
export const sitePages: ProductDocs = docsPages;

const contentLoaders = import.meta.glob<{ content: ProductContent }>('./*/content.ts');
const loaded = new Map<string, ProductContent>();
const pending = new Map<string, Promise<ProductContent>>();

function startsWithPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The product whose prefix the path starts with, if any (loaded or not). */
export function productSummaryForPath(pathname: string): ProductSummary | undefined {
  return productSummaries.find((p) => startsWithPrefix(pathname, p.prefix));
}

/** The product content for a path, when it has been loaded. */
export function loadedProductContent(pathname: string): ProductContent | undefined {
  const summary = productSummaryForPath(pathname);
  return summary && loaded.get(summary.prefix);
}

/**
 * Loads the tree and page loaders of the path's product (once; later calls share the promise).
 * Resolves to undefined for a path outside every product.
 */
export function loadProductContent(pathname: string): Promise<ProductContent | undefined> {
  const summary = productSummaryForPath(pathname);
  if (!summary) return Promise.resolve(undefined);
  const done = loaded.get(summary.prefix);
  if (done) return Promise.resolve(done);
  let promise = pending.get(summary.prefix);
  if (!promise) {
    const loader = contentLoaders[`./${summary.folder}/content.ts`];
    if (!loader) {
      return Promise.reject(new Error(`[site] no content module for ${summary.folder}`));
    }
    promise = loader().then(
      ({ content }) => {
        loaded.set(summary.prefix, content);
        pending.delete(summary.prefix);
        return content;
      },
      (error: unknown) => {
        // Forget the failure so a retry (or the deploy-recovery reload) can load again.
        pending.delete(summary.prefix);
        throw error;
      },
    );
    pending.set(summary.prefix, promise);
  }
  return promise;
}

/** Loads every product: for the prerender and the tests, which need every page. */
export function loadAllProducts(): Promise<ProductContent[]> {
  return Promise.all(
    productSummaries.map((summary) =>
      loadProductContent(summary.prefix).then((content) => content!),
    ),
  );
}

/** The loaded tree whose prefix the path starts with (the site's own pages included), if any. */
export function productForPath(pathname: string): ProductDocs | undefined {
  if (startsWithPrefix(pathname, sitePages.prefix)) return sitePages;
  return loadedProductContent(pathname)?.product;
}

/** The page loader of an MDX page of a loaded product, if the path has one. */
export function mdxLoaderFor(pathname: string): (() => Promise<PageModule>) | undefined {
  const summary = productSummaryForPath(pathname);
  const content = summary && loaded.get(summary.prefix);
  if (!summary || !content) return undefined;
  return content.pages[`.${pathname.slice(summary.folder.length + 1)}.mdx`];
}
