import type { ComponentType } from 'react';
import { apiPageLoader } from './api/apiPageLoader';
import { loadProductContent, mdxLoaderFor } from './products';
import { specialPageLoader } from './special/specialPageLoader';

export interface PageFrontmatter {
  title: string;
  description: string;
}

export interface PageModule {
  default: ComponentType<{ components?: Record<string, ComponentType<never>> }>;
  frontmatter: PageFrontmatter;
}

type Loader = () => Promise<PageModule>;

// A page's MDX file sits under src/products at the page's own URL path, so the route table and
// the files cannot disagree silently: routes.test.ts checks that every tree entry has its file.
// Each product lists its own files in its content module, loaded with its first page.
export function pageLoader(pathname: string): Loader | undefined {
  return mdxLoaderFor(pathname) ?? apiPageLoader(pathname) ?? specialPageLoader(pathname);
}

/** Whether the path is an MDX page (of a loaded product): such pages have an "edit" link. */
export function isMdxPage(pathname: string): boolean {
  return mdxLoaderFor(pathname) !== undefined;
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

export function loadedPage(pathname: string): PageModule | undefined {
  return loaded.get(pathname);
}

export function loadPage(pathname: string): Promise<PageModule> {
  const done = loaded.get(pathname);
  if (done) return Promise.resolve(done);
  let promise = failed.get(pathname) ?? pending.get(pathname);
  if (!promise) {
    // The product's tree and page list come first (once per product), then the page itself.
    promise = loadProductContent(pathname)
      .then(() => {
        const loader = pageLoader(pathname);
        if (!loader) throw new Error(`[site] no page at ${pathname}`);
        return loader();
      })
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
