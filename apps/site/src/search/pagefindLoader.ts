import type { PagefindApi } from './pagefindTypes';
import { EXCERPT_WORDS, PAGEFIND_BASE_PATH, PAGEFIND_SCRIPT_URL } from './searchConfig';

export type ImportModule = () => Promise<unknown>;

function isPagefindApi(module: unknown): module is PagefindApi {
  const api = module as Partial<PagefindApi> | null;
  return (
    typeof api === 'object' &&
    api !== null &&
    typeof api.search === 'function' &&
    typeof api.preload === 'function' &&
    typeof api.options === 'function' &&
    typeof api.init === 'function'
  );
}

/**
 * Loads Pagefind's browser script once and shares it between dialogs. A failed load (offline, no
 * index in `vite dev`) is not remembered, so opening search again retries.
 */
export function createPagefindLoader(importModule: ImportModule): () => Promise<PagefindApi> {
  let loading: Promise<PagefindApi> | null = null;
  return () => {
    loading ??= (async () => {
      const module = await importModule();
      if (!isPagefindApi(module)) {
        throw new Error(`[site] ${PAGEFIND_SCRIPT_URL} is not Pagefind's search API`);
      }
      await module.options({ basePath: PAGEFIND_BASE_PATH, excerptLength: EXCERPT_WORDS });
      await module.init();
      return module;
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** The site's loader: the script lives in dist/pagefind/, written after the bundle is built. */
export const loadPagefind = createPagefindLoader(
  () => import(/* @vite-ignore */ PAGEFIND_SCRIPT_URL),
);
