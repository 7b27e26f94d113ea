import { isLoadingAhead } from '../resilience/deployRecovery';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { pageLoading } from './pageContent';
import { isPageHydrated } from '../hydration/hydrationState';

// Fetched when a navigation first turns out slow: a fast one never needs it.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

/** Only slow navigations show a bar: a fast one never flashes it. */
export const PROGRESS_DELAY_MS = 200;

export function RouteProgress() {
  const loading = useSyncExternalStore(
    pageLoading.subscribe,
    pageLoading.isLoading,
    pageLoading.isLoadingOnServer,
  );
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // The first page's content loads after the shell hydrates, under its prerendered HTML: that
    // is not a navigation to show progress for.
    // Nor is a page fetched ahead at idle (./idlePrefetch.ts): nobody is waiting for it.
    if (!loading || !isPageHydrated() || isLoadingAhead()) {
      setVisible(false);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return visible ? (
    <Suspense fallback={null}>
      <LinearProgress
        aria-label="Loading the page"
        sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
      />
    </Suspense>
  ) : null;
}
