import { describe, expect, it } from 'vitest';
import { materialTree } from './__fixtures__/trees.js';
import { getPageHref } from './getPageHref.js';
import type { DocsPage } from './pages.js';

describe('getPageHref', () => {
  it('links a page to itself', () => {
    expect(getPageHref({ pathname: '/material-ui/migration' })).toBe('/material-ui/migration');
  });

  it('links a section to its first leaf, through subheader groups', () => {
    expect(getPageHref(materialTree[0] as DocsPage)).toBe('/material-ui/getting-started/overview');
    expect(getPageHref(materialTree[1] as DocsPage)).toBe('/material-ui/react-button');
  });

  it('skips hidden children and falls back to the section itself', () => {
    expect(
      getPageHref({
        pathname: '/s',
        children: [{ pathname: '/s/hidden', inSideNav: false }, { pathname: '/s/shown' }],
      }),
    ).toBe('/s/shown');
    expect(
      getPageHref({ pathname: '/s', children: [{ pathname: '/s/h', inSideNav: false }] }),
    ).toBe('/s');
  });
});
