import { createLoadCache } from '../routing/loadCache';

/**
 * Click tracking, page views and the consent prompt (./Tracking.tsx): a chunk of its own, which
 * a prerendered page loads once it is interactive. The prerender loads it up front, so the prompt
 * is in every page's HTML, shown before the first paint to a reader who has a choice to make.
 */
export const trackingComponent = createLoadCache(
  // One value, so no key.
  (_: void) => import('./Tracking').then((module) => module.Tracking),
  { onFailure: 'stay-failed' },
);
