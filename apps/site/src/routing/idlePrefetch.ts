// Pages fetched ahead of the click: each internal link that comes into view has its target's
// chunks loaded while the browser is idle, one link at a time, as VitePress and Docusaurus do.
// A click on it then renders at once instead of waiting for the network. Nothing is fetched ahead
// for a reader who asked to save data or is on a 2G connection (./connectionHints.ts, checked
// before this module is even loaded).

export { prefetchRoute } from './prefetchRoute';

/** How long a prefetch waits for an idle moment before it runs anyway. */
export const PREFETCH_IDLE_TIMEOUT_MS = 3000;

/**
 * The site path a link leads to, if fetching it ahead makes sense: an internal path, followed in
 * this tab, not a download. The query and hash are dropped (they do not change what loads).
 */
export function prefetchPathOf(link: HTMLAnchorElement): string | undefined {
  const href = link.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return undefined;
  return href.split(/[?#]/, 1)[0];
}

export interface IdlePrefetcher {
  /** Starts watching the internal links under `root` (again after each navigation). */
  watch(root: ParentNode): void;
  /** Stops watching; a load already started finishes. */
  stop(): void;
}

/** `requestIdleCallback` where the browser has it (Safari does not): a short timer elsewhere. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
}

/**
 * Fetches ahead the targets of links as they come into view. `prefetch(path)` loads what a path
 * renders and settles when done (it must not reject); each path is asked for once.
 */
export function createIdlePrefetcher(prefetch: (path: string) => Promise<void>): IdlePrefetcher {
  const queued = new Set<string>();
  const waiting: string[] = [];
  let busy = false;
  let stopped = false;
  let cancelIdle: (() => void) | undefined;

  // One load at a time, each started in an idle moment: the reader's own work always comes first.
  function next(): void {
    if (busy || stopped || waiting.length === 0) return;
    busy = true;
    cancelIdle = whenIdle(() => {
      const path = waiting.shift()!;
      void prefetch(path).finally(() => {
        busy = false;
        next();
      });
    });
  }

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const path = prefetchPathOf(entry.target as HTMLAnchorElement);
      if (path && !queued.has(path)) {
        queued.add(path);
        waiting.push(path);
      }
    }
    next();
  });

  return {
    watch(root) {
      if (stopped) return;
      for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
        const path = prefetchPathOf(link);
        if (path && !queued.has(path)) observer.observe(link);
      }
    },
    stop() {
      stopped = true;
      observer.disconnect();
      cancelIdle?.();
    },
  };
}
