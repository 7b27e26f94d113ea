import { describe, expect, it } from 'vitest';
import { flattenPages } from './flattenPages.js';
import type { DocsPage } from './pages.js';

const tree: DocsPage[] = [
  {
    pathname: '/material-ui/getting-started',
    children: [{ pathname: '/material-ui/getting-started/installation' }],
  },
  {
    pathname: '/material-ui/components',
    subheader: 'Components',
    children: [{ pathname: '/material-ui/react-button', title: 'Button' }],
  },
];

describe('flattenPages', () => {
  it('lists pages in reading order and skips subheader groups', () => {
    expect(flattenPages(tree).map((p) => p.pathname)).toEqual([
      '/material-ui/getting-started',
      '/material-ui/getting-started/installation',
      '/material-ui/react-button',
    ]);
  });

  it('names the duplicate and both places', () => {
    const dup: DocsPage[] = [
      ...tree,
      {
        pathname: '/material-ui/guides',
        title: 'Guides',
        children: [{ pathname: '/material-ui/react-button', title: 'Again' }],
      },
    ];
    expect(() => flattenPages(dup)).toThrow(
      '[docs-nav] Duplicated pathname /material-ui/react-button in pages: at "Components > Button" and at "Guides > Again"',
    );
  });
});
