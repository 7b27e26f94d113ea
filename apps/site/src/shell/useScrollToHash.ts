import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation to `/page#section`, brings the section into view (the browser
 * only does this on full page loads). Ids come from the URL, so they are looked up, never parsed
 * as selectors.
 */
export function useScrollToHash(): void {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    document.getElementById(id)?.scrollIntoView();
  }, [hash, pathname]);
}
