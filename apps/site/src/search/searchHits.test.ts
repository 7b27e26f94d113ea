import { describe, expect, it } from 'vitest';
import type { PagefindResultData, PagefindSubResult } from './pagefindTypes';
import { bestSubResult, internalHref, toSearchHit } from './searchHits';

function sub(id: string, element: string, scores: number[], excerpt = id): PagefindSubResult {
  return {
    title: `Heading ${id}`,
    url: `/material-ui/react-button#${id}`,
    anchor: { element, id, text: `Heading ${id}`, location: 0 },
    excerpt,
    locations: scores.map((_, i) => i),
    weighted_locations: scores.map((s, i) => ({ weight: 1, balanced_score: s, location: i })),
  };
}

function result(overrides: Partial<PagefindResultData> = {}): PagefindResultData {
  return {
    url: '/material-ui/react-button',
    excerpt: 'A <mark>button</mark> starts an action',
    meta: { title: 'Button' },
    filters: { product: ['Material UI'] },
    sub_results: [],
    ...overrides,
  };
}

describe('internalHref', () => {
  it('keeps a same-site path and its anchor', () => {
    expect(internalHref('/x/react-data-grid/overview#features')).toBe(
      '/x/react-data-grid/overview#features',
    );
  });

  it('refuses anything that would leave the site or run script', () => {
    for (const url of [
      'https://evil.example/a',
      '//evil.example/a',
      'javascript:alert(1)',
      '/\\evil.example',
      '/a b',
      'a/b',
      '',
      42,
      null,
    ]) {
      expect(internalHref(url)).toBeNull();
    }
  });

  it('normalises dot segments so the path cannot climb out of the site', () => {
    expect(internalHref('/material-ui/../joy-ui/x?q=1#h')).toBe('/joy-ui/x#h');
  });
});

describe('bestSubResult', () => {
  it('picks the section with the highest total match score', () => {
    const best = bestSubResult([sub('a', 'h2', [10]), sub('b', 'h2', [8, 8]), sub('c', 'h3', [3])]);
    expect(best?.anchor?.id).toBe('b');
  });

  it('prefers the earlier section on a tie and falls back to counting locations', () => {
    const plain = (id: string, n: number): PagefindSubResult => ({
      title: id,
      url: `/p#${id}`,
      excerpt: '',
      locations: Array.from({ length: n }, (_, i) => i),
    });
    expect(bestSubResult([plain('a', 2), plain('b', 2)])?.title).toBe('a');
    expect(bestSubResult([plain('a', 1), plain('b', 3)])?.title).toBe('b');
    expect(bestSubResult(undefined)).toBeNull();
  });
});

describe('toSearchHit', () => {
  it('opens a record with an anchor (a prop) at it, under its own title and product', () => {
    const hit = toSearchHit(
      result({
        url: '/material-ui/api/button#prop-disableElevation',
        excerpt: '<mark>disableElevation.</mark> If true, no elevation is used.',
        meta: { title: 'Button › disableElevation' },
        // Pagefind gives a record without headings one section: the record itself.
        sub_results: [
          {
            title: 'Button › disableElevation',
            url: '/material-ui/api/button#prop-disableElevation',
            excerpt: 'ignored',
          },
        ],
      }),
    );
    expect(hit).toEqual({
      href: '/material-ui/api/button#prop-disableElevation',
      title: 'Button › disableElevation',
      product: 'Material UI',
      section: null,
      excerpt: [
        { text: 'disableElevation.', marked: true },
        { text: ' If true, no elevation is used.', marked: false },
      ],
    });
  });

  it('opens a match under a later heading at that heading, with its title and excerpt', () => {
    const hit = toSearchHit(
      result({
        sub_results: [
          sub('button', 'h1', [1]),
          sub('sizes', 'h2', [9], 'Three <mark>sizes</mark>'),
        ],
      }),
    );
    expect(hit).toEqual({
      href: '/material-ui/react-button#sizes',
      title: 'Button',
      product: 'Material UI',
      section: 'Heading sizes',
      excerpt: [
        { text: 'Three ', marked: false },
        { text: 'sizes', marked: true },
      ],
    });
  });

  it('opens a match in the introduction at the top of the page, with no section', () => {
    const hit = toSearchHit(
      result({ sub_results: [sub('button', 'h1', [5], 'the <mark>intro</mark>')] }),
    );
    expect(hit?.href).toBe('/material-ui/react-button');
    expect(hit?.section).toBeNull();
    expect(hit?.excerpt.map((s) => s.text).join('')).toBe('the intro');
  });

  it('uses the page excerpt when there are no sections', () => {
    const hit = toSearchHit(result({ sub_results: undefined }));
    expect(hit?.excerpt).toEqual([
      { text: 'A ', marked: false },
      { text: 'button', marked: true },
      { text: ' starts an action', marked: false },
    ]);
  });

  it('ignores a section URL that points at another page or site', () => {
    const stray = { ...sub('sizes', 'h2', [9]), url: 'https://evil.example/#sizes' };
    const other = { ...sub('sizes', 'h2', [9]), url: '/joy-ui/react-button#sizes' };
    expect(toSearchHit(result({ sub_results: [stray] }))?.href).toBe('/material-ui/react-button');
    expect(toSearchHit(result({ sub_results: [other] }))?.href).toBe('/material-ui/react-button');
  });

  it('falls back to the path for a missing title and to no product without a filter', () => {
    const hit = toSearchHit(result({ meta: {}, filters: {} }));
    expect(hit?.title).toBe('/material-ui/react-button');
    expect(hit?.product).toBeNull();
  });

  it('drops a result whose URL is not a same-site path', () => {
    expect(toSearchHit(result({ url: 'javascript:alert(1)' }))).toBeNull();
    expect(toSearchHit(result({ url: '//evil.example/page' }))).toBeNull();
  });
});
