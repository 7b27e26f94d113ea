import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * Where a client-side navigation leaves the reader (the browser only does this on full loads):
 * at the section for `/page#section`, otherwise at the top of the new page. Back and forward
 * (POP) are left to the browser's own scroll restoration. Ids come from the URL, so they are
 * looked up, never parsed as selectors.
 */
export function useNavigationScroll(): void {
  const { hash, pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (hash.length > 1) {
      let id: string;
      try {
        id = decodeURIComponent(hash.slice(1));
      } catch {
        return;
      }
      document.getElementById(id)?.scrollIntoView();
      return;
    }
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [hash, pathname, navigationType]);
}
