import { createLoadCache } from './loadCache';

// The documentation page around the content (table of contents, code copying, feedback, previous
// and next links) and the home page (its cards and grid) are chunks of their own: no page pays for
// the other, and a prerendered page loads its own after the shell is interactive (src/routing/AppRoutes.tsx).

/** The page component of every documentation page. */
export const docPageComponent = createLoadCache(
  // One value, so no key.
  (_: void) => import('../pages/DocPage').then((module) => module.DocPage),
  { onFailure: 'stay-failed' },
);

/** A demo's full-screen page, with the routing of the paths shaped like one. */
export const demoPageComponent = createLoadCache(
  (_: void) => import('../pages/DemoRoute').then((module) => module.DemoRoute),
  { onFailure: 'stay-failed' },
);

/** The home page. */
export const homePageComponent = createLoadCache(
  (_: void) => import('../pages/HomePage').then((module) => module.HomePage),
  { onFailure: 'stay-failed' },
);
