import { describe, expect, it } from 'vitest';
import { joyTree, materialTree } from './__fixtures__/trees.js';
import { findActivePage, getPrevNext } from './findActivePage.js';

const trees = [materialTree, joyTree];

describe('findActivePage', () => {
  it.each([
    ['/material-ui/react-button', '/material-ui/react-button'],
    ['/material-ui/react-button/', '/material-ui/react-button'],
    ['/zh/material-ui/react-button/', '/material-ui/react-button'],
    ['/material-ui/react-button#basic-button', '/material-ui/react-button'],
    ['/material-ui/react-button/components-api', '/material-ui/react-button'],
    ['/material-ui/react-button/hooks-api/', '/material-ui/react-button'],
    ['/material-ui/getting-started', '/material-ui/getting-started'],
    ['/material-ui/getting-started/faq', '/material-ui/getting-started/faq'],
  ])('finds %s', (pathname, expected) => {
    expect(findActivePage(materialTree, pathname)?.page.pathname).toBe(expected);
  });

  it.each([
    '/',
    '//',
    '/x/',
    '/toolpad',
    '/MATERIAL-UI/REACT-BUTTON',
    '/material-ui/react-buttons',
    'https://example.com/templates/',
  ])('returns null for %s', (pathname) => {
    expect(findActivePage(materialTree, pathname)).toBeNull();
  });

  it('returns the parent chain, outermost first, subheaders included', () => {
    const found = findActivePage(materialTree, '/material-ui/react-masonry');
    expect(found?.parents.map((p) => p.subheader ?? p.pathname)).toEqual([
      '/material-ui/components',
      'lab',
    ]);
    expect(findActivePage(materialTree, '/material-ui/migration')?.parents).toEqual([]);
  });

  it('finds pages in any of several trees', () => {
    expect(findActivePage(trees, '/joy-ui/getting-started/usage/')).toMatchObject({
      page: { title: 'Usage' },
      treeIndex: 1,
    });
  });
});

describe('getPrevNext', () => {
  const titles = (pathname: string) => {
    const { previous, next } = getPrevNext(trees, pathname);
    return [previous?.title ?? null, next?.title ?? null];
  };

  it.each([
    ['/material-ui/getting-started/overview', null, 'Installation'],
    ['/material-ui/getting-started/installation', 'Overview', 'Button'],
    ['/material-ui/react-rating/', 'Button', 'Masonry'],
    ['/material-ui/react-timeline', 'Masonry', 'Migration'],
    ['/material-ui/migration', 'Timeline', null],
    ['/joy-ui/getting-started/overview', null, 'Usage'],
  ])('walks %s -> %s / %s in reading order within its tree', (pathname, previous, next) => {
    expect(titles(pathname)).toEqual([previous, next]);
  });

  it.each([
    '/material-ui/getting-started/faq',
    '/material-ui/hidden-section/page',
    '/material-ui/getting-started',
    '/nowhere',
  ])('gives no neighbours for a hidden, section or unknown path: %s', (pathname) => {
    expect(getPrevNext(trees, pathname)).toEqual({ previous: null, next: null });
  });
});
