import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { pageLoading } from '../content';

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
    if (!loading) {
      setVisible(false);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return visible ? (
    <LinearProgress
      aria-label="Loading the page"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
    />
  ) : null;
}
