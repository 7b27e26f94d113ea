import { apiPageLoader } from '../api/apiPageLoader';
import type { PageModule } from '../pages/pageModule';
import { loadProductContent, loadProductPageFiles, mdxLoaderFor } from '../products';
import { createLoadCache } from './loadCache';
import { takePageChunkHint } from './pageChunkHints';
import { isLazyDemo } from '../demos/isLazyDemo';
import { specialPageLoader } from '../special/specialPageLoader';

type Loader = () => Promise<PageModule>;

// A page's MDX file sits under src/products at the page's own URL path, so the route table and
// the files cannot disagree silently: routes.test.ts checks that every tree entry has its file.
// API pages and the site's own pages have loaders of their own, known without loading anything
// (an API page's data takes the HTML's hint itself); the first MDX page's own chunk is named by
// its HTML; any other MDX page is looked up in its product's list of page chunks.
async function findPageLoader(pathname: string): Promise<Loader | undefined> {
  const direct = apiPageLoader(pathname) ?? specialPageLoader(pathname);
  if (direct) return direct;
  const hinted = takePageChunkHint(pathname);
  if (hinted) {
    mdxPages.add(pathname);
    return hinted as Loader;
  }
  await loadProductPageFiles(pathname);
  const mdx = mdxLoaderFor(pathname);
  if (!mdx) return undefined;
  mdxPages.add(pathname);
  return () => mdx().then(withDemosLoaded);
}

/**
 * A page the reader navigates to (or the prerender renders) comes with its demos' code, even a
 * demo that loads apart from its page: it renders whole, never a gap filled a moment later. Only
 * the prerendered first page (its chunk hinted above) hydrates before its demos arrive.
 */
async function withDemosLoaded(mod: PageModule): Promise<PageModule> {
  const parts = Object.values(mod.demos ?? {}).flatMap(({ component, wrapper }) =>
    wrapper ? [component, wrapper] : [component],
  );
  await Promise.all(parts.filter(isLazyDemo).map((part) => part.preload()));
  return mod;
}

// Paths whose loaded page is an MDX page (they have an "edit" link and render progressively).
const mdxPages = new Set<string>();

/** Whether the path's page, once loaded, came from an MDX file. */
export function isMdxPage(pathname: string): boolean {
  return mdxPages.has(pathname);
}

/**
 * A loaded chunk is code from the network: one without a `headings` list (from another build, or
 * not a page at all) renders with no table of contents rather than failing the page before its
 * own content has had a chance to render or to fail.
 */
function withHeadings(mod: PageModule): PageModule {
  return Array.isArray(mod.headings) ? mod : { ...mod, headings: [] };
}

// Page modules, shared by prerender, hydration, client navigation and link preloading: a page is
// fetched once, and a preloaded page renders without suspending (hydration matches). A failed
// page stays failed: `use()` hands its error to the page's error boundary (src/resilience).
const pages = createLoadCache(
  (pathname: string) =>
    // The product's tree (once per product) and the page itself, side by side.
    Promise.all([
      loadProductContent(pathname),
      findPageLoader(pathname).then((loader) => {
        if (!loader) throw new Error(`[site] no page at ${pathname}`);
        return loader();
      }),
    ]).then(([, mod]) => withHeadings(mod)),
  { onFailure: 'stay-failed' },
);

/** For the progress bar: whether a page chunk is being fetched. */
export const pageLoading = {
  subscribe: pages.subscribe,
  isLoading: pages.isLoading,
  isLoadingOnServer: (): boolean => false,
};

export const loadedPage = pages.loaded;
export const loadPage = pages.load;
export const forgetFailedPage = pages.forgetFailure;
