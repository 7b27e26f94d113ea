import { apiPageLoader } from './api/apiPageLoader';
import type { PageModule } from './pages/pageModule';
import { loadProductContent, loadProductPageFiles, mdxLoaderFor } from './products';
import { specialPageLoader } from './special/specialPageLoader';

type Loader = () => Promise<PageModule>;

// A page's MDX file sits under src/products at the page's own URL path, so the route table and
// the files cannot disagree silently: routes.test.ts checks that every tree entry has its file.
// The first page's own chunk is named by its HTML; API pages and the site's own pages have
// loaders of their own, known without loading anything; any other MDX page is looked up in its
// product's list of page chunks.
async function findPageLoader(pathname: string): Promise<Loader | undefined> {
  const hinted = hintedChunks.get(pathname);
  if (hinted) {
    hintedChunks.delete(pathname);
    mdxPages.add(pathname);
    return hinted;
  }
  const direct = apiPageLoader(pathname) ?? specialPageLoader(pathname);
  if (direct) return direct;
  await loadProductPageFiles(pathname);
  const mdx = mdxLoaderFor(pathname);
  if (mdx) mdxPages.add(pathname);
  return mdx;
}

// Loaded modules and in-flight loads, shared by prerender, hydration and client navigation:
// a page is fetched once, and a preloaded page renders without suspending (hydration matches).
const loaded = new Map<string, PageModule>();
const pending = new Map<string, Promise<PageModule>>();
// A failed load stays failed for this page life: a re-render gets the same rejected promise, so
// `use()` hands its error to the page's error boundary (src/resilience) instead of fetching the
// chunk again on every render. Recovery is a full reload, which starts with an empty map.
const failed = new Map<string, Promise<PageModule>>();
const pendingListeners = new Set<() => void>();

// Paths whose loaded page is an MDX page (they have an "edit" link and render progressively).
const mdxPages = new Set<string>();
// The chunk the prerendered HTML names for its own page (src/prerenderedRoot.ts).
const hintedChunks = new Map<string, Loader>();

/** Whether the path's page, once loaded, came from an MDX file. */
export function isMdxPage(pathname: string): boolean {
  return mdxPages.has(pathname);
}

/**
 * The first page's own MDX chunk, named by its HTML: loadPage imports it at once, next to the
 * product's tree, instead of after the product's list of page chunks.
 */
export function hintMdxPageChunk(pathname: string, load: Loader): void {
  hintedChunks.set(pathname, load);
}

function notifyPending() {
  for (const listener of pendingListeners) listener();
}

/** For the progress bar: whether a page chunk is being fetched. */
export const pageLoading = {
  subscribe(listener: () => void): () => void {
    pendingListeners.add(listener);
    return () => pendingListeners.delete(listener);
  },
  isLoading: (): boolean => pending.size > 0,
  isLoadingOnServer: (): boolean => false,
};

/**
 * A loaded chunk is code from the network: one without a `headings` list (from another build, or
 * not a page at all) renders with no table of contents rather than failing the page before its
 * own content has had a chance to render or to fail.
 */
function withHeadings(mod: PageModule): PageModule {
  return Array.isArray(mod.headings) ? mod : { ...mod, headings: [] };
}

export function loadedPage(pathname: string): PageModule | undefined {
  return loaded.get(pathname);
}

export function loadPage(pathname: string): Promise<PageModule> {
  const done = loaded.get(pathname);
  if (done) return Promise.resolve(done);
  let promise = failed.get(pathname) ?? pending.get(pathname);
  if (!promise) {
    // The product's tree (once per product) and the page itself, side by side.
    const page = findPageLoader(pathname).then((loader) => {
      if (!loader) throw new Error(`[site] no page at ${pathname}`);
      return loader();
    });
    promise = Promise.all([loadProductContent(pathname), page])
      .then(([, mod]) => withHeadings(mod))
      .then(
        (mod) => {
          loaded.set(pathname, mod);
          pending.delete(pathname);
          notifyPending();
          return mod;
        },
        (error: unknown) => {
          failed.set(pathname, promise!);
          pending.delete(pathname);
          notifyPending();
          throw error;
        },
      );
    pending.set(pathname, promise);
    notifyPending();
  }
  return promise;
}
