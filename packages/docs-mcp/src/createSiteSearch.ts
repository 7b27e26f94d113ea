import { INDEX_CONCURRENCY, MAX_INDEXED_PAGES } from './constants.js';
import type { DocsCatalog, DocsPage } from './DocsCatalog.js';
import { isDocsError } from './errors.js';
import { buildSearchIndex, searchPages } from './searchIndex.js';
import type { IndexedPage, SearchHit, SearchIndex } from './searchIndex.js';

export interface SiteSearch {
  /** The best pages for `query` (the index is built on the first call, once). */
  search(query: string, options: { product?: string | null; limit: number }): Promise<SearchHit[]>;
}

/** Runs `work` on every item, at most `concurrency` at a time, keeping the order. */
async function mapLimited<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** Every page the site's llms.txt files list (products first, then the site's own pages). */
async function listedPages(catalog: DocsCatalog): Promise<DocsPage[]> {
  const site = await catalog.site();
  const perProduct = await Promise.all(
    site.products.map((product) => catalog.pages(product).catch(() => [] as DocsPage[])),
  );
  const seen = new Set<string>();
  return [...perProduct.flat(), ...site.sitePages]
    .filter((page) => !seen.has(page.path) && Boolean(seen.add(page.path)))
    .slice(0, MAX_INDEXED_PAGES);
}

/**
 * The site's search, over every listed page's Markdown, read once when first searched. A page
 * that cannot be read is still found by its title and description.
 */
export function createSiteSearch(catalog: DocsCatalog): SiteSearch {
  let index: Promise<SearchIndex> | null = null;

  async function build(): Promise<SearchIndex> {
    const pages = await listedPages(catalog);
    const indexed = await mapLimited(
      pages,
      INDEX_CONCURRENCY,
      async (page): Promise<IndexedPage> => {
        let markdown = '';
        try {
          markdown = await catalog.source.readText(page.path);
        } catch (error) {
          if (!isDocsError(error)) throw error;
        }
        return { ...page, markdown };
      },
    );
    const { products } = await catalog.site();
    return buildSearchIndex(
      indexed,
      products.map((product) => product.id),
    );
  }

  return {
    async search(query, options) {
      if (!index) {
        index = build();
        index.catch(() => {
          index = null;
        });
      }
      return searchPages(await index, query, options);
    },
  };
}
