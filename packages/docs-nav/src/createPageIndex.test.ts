import { describe, expect, it } from 'vitest';
import { joyTree, materialTree } from './__fixtures__/trees.js';
import { createPageIndex, getPageIndex } from './createPageIndex.js';
import type { DocsPage } from './pages.js';

const paths = (pages: readonly DocsPage[]) => pages.map((page) => page.pathname);

describe('createPageIndex', () => {
  it('indexes one tree or a list of trees', () => {
    const single = createPageIndex(materialTree);
    const both = createPageIndex([materialTree, joyTree]);
    expect(single.find('/joy-ui/getting-started/usage')).toBeNull();
    expect(both.find('/joy-ui/getting-started/usage')).toMatchObject({
      page: { title: 'Usage' },
      treeIndex: 1,
    });
    expect(both.readingOrder).toHaveLength(2);
  });

  it('lists every entry except subheader groups in reading order', () => {
    expect(paths(createPageIndex(materialTree).pages)).toEqual([
      '/material-ui/getting-started',
      '/material-ui/getting-started/overview',
      '/material-ui/getting-started/installation',
      '/material-ui/getting-started/faq',
      '/material-ui/components',
      '/material-ui/react-button',
      '/material-ui/react-rating',
      '/material-ui/react-masonry',
      '/material-ui/react-timeline',
      '/material-ui/hidden-section',
      '/material-ui/hidden-section/page',
      'https://example.com/templates/',
      '/material-ui/migration',
    ]);
  });

  it('keeps only visible internal leaves in the reading order', () => {
    expect(paths(createPageIndex(materialTree).readingOrder[0] ?? [])).toEqual([
      '/material-ui/getting-started/overview',
      '/material-ui/getting-started/installation',
      '/material-ui/react-button',
      '/material-ui/react-rating',
      '/material-ui/react-masonry',
      '/material-ui/react-timeline',
      '/material-ui/migration',
    ]);
  });

  it('names the duplicate and both places, across trees too', () => {
    const clash: DocsPage[] = [
      {
        pathname: '/joy-ui/guides',
        title: 'Guides',
        children: [{ pathname: '/material-ui/react-button/' }],
      },
    ];
    expect(() => createPageIndex([materialTree, clash])).toThrow(
      '[docs-nav] Duplicated pathname /material-ui/react-button/ in pages: at "Components > inputs > Button" and at "Guides > /material-ui/react-button/"',
    );
  });

  it('treats paths that differ only by a trailing slash or hash as duplicates', () => {
    expect(() => createPageIndex([{ pathname: '/a/b' }, { pathname: '/a/b/#part' }])).toThrow(
      'Duplicated pathname /a/b/#part',
    );
  });

  it('lets external links repeat', () => {
    expect(() => createPageIndex([materialTree, joyTree])).not.toThrow();
  });

  it('does not throw for an empty tree', () => {
    const index = createPageIndex([]);
    expect(index.pages).toEqual([]);
    expect(index.find('/')).toBeNull();
  });
});

describe('getPageIndex', () => {
  it('builds the index once per trees array', () => {
    const trees = [materialTree, joyTree];
    expect(getPageIndex(trees)).toBe(getPageIndex(trees));
    expect(getPageIndex([materialTree, joyTree])).not.toBe(getPageIndex(trees));
  });
});
