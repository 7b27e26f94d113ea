/**
 * Page views, one per route change: calling `track` again for the same location (a re-render, a
 * hash change, React's development double effects) sends nothing. A view dropped because the
 * client is disabled (no consent yet) is not remembered, so tracking it again once consent is
 * given sends it.
 */
import { PAGE_VIEW_EVENT_NAME } from './constants.js';
import type { AnalyticsClient, EventParams } from './createAnalytics.js';

export interface PageView {
  /** The canonical location: no hash, no language prefix, e.g. `/material-ui/react-button`. */
  location: string;
  title: string;
  /** Product identity, passed in by the site (for example from docs-nav's product info). */
  productId?: string;
  productCategoryId?: string;
}

export interface PageViewTracker {
  /** Sends a page view unless `view.location` was the last one sent. Returns whether it sent. */
  track(view: PageView): boolean;
  /** Forgets the last location, so the next `track` always sends. */
  reset(): void;
}

export function createPageViewTracker(client: AnalyticsClient): PageViewTracker {
  let lastLocation: string | null = null;
  return {
    track(view) {
      if (!view || typeof view.location !== 'string' || view.location === lastLocation) {
        return false;
      }
      const params: EventParams = {
        page_title: typeof view.title === 'string' ? view.title : '',
        page_location: view.location,
      };
      if (view.productId !== undefined) params.productId = view.productId;
      if (view.productCategoryId !== undefined) params.productCategoryId = view.productCategoryId;
      if (client.isEnabled && !client.isEnabled()) return false;
      client.sendEvent(PAGE_VIEW_EVENT_NAME, params);
      lastLocation = view.location;
      return true;
    },
    reset() {
      lastLocation = null;
    },
  };
}
