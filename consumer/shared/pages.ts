import type { DocsPage } from '@docshell/docs-nav';

/**
 * The site's page tree, in reading order. The side nav, the prerendered routes and the page
 * titles all come from it. Keep it a module constant: the nav indexes each array once.
 */
export const pages: DocsPage[] = [
  {
    pathname: '/getting-started',
    children: [
      { pathname: '/getting-started/installation' },
      { pathname: '/getting-started/usage' },
    ],
  },
  {
    pathname: '/components',
    title: 'Components',
    children: [{ pathname: '/components/buttons', title: 'Buttons', newFeature: true }],
  },
];
