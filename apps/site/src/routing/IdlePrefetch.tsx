import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { currentConnection, mayPrefetch } from './connectionHints';
import type { IdlePrefetcher } from './idlePrefetch';
import { loadAhead } from '../resilience/deployRecovery';

/**
 * Renders nothing. Placed beside the page's content (in its Suspense boundary), its effects run
 * once that content has committed: after the first page has hydrated, and after each navigation.
 * Each time, the links on the page are watched, and those that come into view have their pages
 * fetched ahead while the browser is idle (./idlePrefetch.ts, a chunk of its own: no page waits
 * for it before it is interactive).
 */
export function IdlePrefetch() {
  const { pathname } = useLocation();
  const prefetcher = useRef<IdlePrefetcher | undefined>(undefined);

  useEffect(() => {
    if (typeof IntersectionObserver !== 'function' || !mayPrefetch(currentConnection())) {
      return undefined;
    }
    let active = true;
    // Its own chunk is loaded ahead too: after a deploy, failing to get it is no reason to reload.
    loadAhead(() => import('./idlePrefetch'))
      .then(({ createIdlePrefetcher, prefetchRoute }) => {
        if (!active) return;
        prefetcher.current = createIdlePrefetcher(prefetchRoute);
        prefetcher.current.watch(document.body);
      })
      // Fetching ahead is a bonus: a chunk that fails to load leaves clicks as they were.
      .catch(() => undefined);
    return () => {
      active = false;
      prefetcher.current?.stop();
      prefetcher.current = undefined;
    };
  }, []);

  useEffect(() => {
    prefetcher.current?.watch(document.body);
  }, [pathname]);

  return null;
}
