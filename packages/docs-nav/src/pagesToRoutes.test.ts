import { describe, expect, it, vi } from 'vitest';
import { joyTree, materialTree } from './__fixtures__/trees.js';
import type { DocsPage } from './pages.js';
import { pagesToRoutes } from './pagesToRoutes.js';

describe('pagesToRoutes', () => {
  it('makes one route per internal leaf, hidden pages included, sections and links left out', () => {
    const routes = pagesToRoutes([materialTree, joyTree], async () => ({}));
    expect(routes.map((route) => route.path)).toEqual([
      '/material-ui/getting-started/overview',
      '/material-ui/getting-started/installation',
      '/material-ui/getting-started/faq',
      '/material-ui/react-button',
      '/material-ui/react-rating',
      '/material-ui/react-masonry',
      '/material-ui/react-timeline',
      '/material-ui/hidden-section/page',
      '/material-ui/migration',
      '/joy-ui/getting-started/overview',
      '/joy-ui/getting-started/usage',
    ]);
  });

  it('loads a page only when its route is resolved, with that page', async () => {
    const loadPage = vi.fn(async (page: DocsPage) => ({ title: page.title }));
    const routes = pagesToRoutes(materialTree, loadPage);
    expect(loadPage).not.toHaveBeenCalled();
    const button = routes.find((route) => route.path === '/material-ui/react-button');
    await expect(button?.lazy()).resolves.toEqual({ title: 'Button' });
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(button?.handle.page.title).toBe('Button');
  });

  it('strips trailing slashes and hashes from route paths', () => {
    const routes = pagesToRoutes(
      [{ pathname: '/a/b/' }, { pathname: '/c#part' }],
      async () => null,
    );
    expect(routes.map((route) => route.path)).toEqual(['/a/b', '/c']);
  });

  it('throws on a duplicate pathname', () => {
    expect(() =>
      pagesToRoutes([{ pathname: '/a' }, { pathname: '/a/' }], async () => null),
    ).toThrow('[docs-nav] Duplicated pathname /a/');
  });
});
