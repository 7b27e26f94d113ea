import { describe, expect, it, vi } from 'vitest';
import { joyTree, materialTree } from './__fixtures__/trees.js';
import type { DocsPage } from './pages.js';
import { isRedirectRoute, pagesToRoutes, type DocsRedirectRoute } from './pagesToRoutes.js';

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
    // Only page routes have `lazy`: the table is a union with redirect routes.
    if (!button || isRedirectRoute(button)) throw new Error('no page route for the Button page');
    await expect(button.lazy()).resolves.toEqual({ title: 'Button' });
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(button.handle.page.title).toBe('Button');
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

describe('pagesToRoutes redirects', () => {
  const apiTrees = [
    [
      { pathname: '/material-ui/react-button' },
      { pathname: '/material-ui/api/button' },
      { pathname: '/material-ui/api/slider' },
    ],
    [{ pathname: '/joy-ui/api/button' }, { pathname: '/joy-ui/api/sheet' }],
  ];

  it('gives every API page its short addresses, the first product keeping a shared name', () => {
    const routes = pagesToRoutes(apiTrees, async () => null);
    const redirects = routes.filter(isRedirectRoute).map((r) => [r.path, r.handle.redirectTo]);
    expect(redirects).toEqual([
      ['/api/button', '/material-ui/api/button'],
      ['/api-docs/button', '/material-ui/api/button'],
      ['/api/slider', '/material-ui/api/slider'],
      ['/api-docs/slider', '/material-ui/api/slider'],
      ['/api/sheet', '/joy-ui/api/sheet'],
      ['/api-docs/sheet', '/joy-ui/api/sheet'],
    ]);
  });

  it('answers a data router with a permanent redirect response', () => {
    const route = pagesToRoutes(apiTrees, async () => null).find((r) => r.path === '/api/slider');
    expect(route && isRedirectRoute(route)).toBe(true);
    const response = (route as DocsRedirectRoute).loader();
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/material-ui/api/slider');
  });

  it('leaves the short addresses out when asked', () => {
    const routes = pagesToRoutes(apiTrees, async () => null, { apiRedirects: false });
    expect(routes.some(isRedirectRoute)).toBe(false);
    expect(routes).toHaveLength(5);
  });

  it('keeps a real page at a short address rather than redirecting it', () => {
    const routes = pagesToRoutes(
      [[{ pathname: '/api/button' }, { pathname: '/material-ui/api/button' }]],
      async () => null,
    );
    const atShort = routes.filter((route) => route.path === '/api/button');
    expect(atShort).toHaveLength(1);
    expect(isRedirectRoute(atShort[0]!)).toBe(false);
  });

  it('makes every route case-sensitive, as docs-nav lookups are', () => {
    const routes = pagesToRoutes(apiTrees, async () => null);
    expect(routes.every((route) => route.caseSensitive)).toBe(true);
  });

  it('gives every route a unique id equal to its path', () => {
    // Not materialTree: it shares /material-ui/react-button with apiTrees, a duplicate path.
    const routes = pagesToRoutes([joyTree, ...apiTrees], async () => null);
    const ids = routes.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(routes.every((route) => route.id === route.path)).toBe(true);
  });

  it('loads nothing while building the table, however large', () => {
    const loadPage = vi.fn(async () => null);
    const tree = Array.from({ length: 2000 }, (_, i) => ({ pathname: `/p/page-${i}` }));
    const routes = pagesToRoutes(tree, loadPage);
    expect(routes).toHaveLength(2000);
    expect(loadPage).not.toHaveBeenCalled();
  });
});
