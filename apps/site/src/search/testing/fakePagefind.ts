import type { PagefindApi, PagefindResultData, PagefindSearchOptions } from '../pagefindTypes';

export interface FakePage {
  url: string;
  title: string;
  product: string;
  sections: Array<{ id: string; title: string; text: string }>;
}

function markAll(text: string, term: string) {
  const escaped = text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return escaped.replace(
    new RegExp(term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'),
    '<mark>$&</mark>',
  );
}

/**
 * A small in-memory stand-in for Pagefind's browser API for component tests (the real index is
 * exercised by the browser tests): substring matching, the product filter, and responses shaped
 * like Pagefind 1.x's, excerpts escaped and marked the same way.
 */
export function createFakePagefind(pages: FakePage[]): PagefindApi & { searches: string[] } {
  const searches: string[] = [];
  const matches = (page: FakePage, term: string) =>
    page.sections.some((s) => `${s.title} ${s.text}`.toLowerCase().includes(term.toLowerCase()));
  const inScope = (page: FakePage, options?: PagefindSearchOptions) => {
    const wanted = options?.filters?.product;
    return !wanted || page.product === wanted;
  };
  const data = (page: FakePage, term: string): PagefindResultData => {
    const subs = page.sections
      .filter((s) => `${s.title} ${s.text}`.toLowerCase().includes(term.toLowerCase()))
      .map((s, i) => ({
        title: s.title,
        url: `${page.url}#${s.id}`,
        anchor: {
          element: i === 0 && s.title === page.title ? 'h1' : 'h2',
          id: s.id,
          text: s.title,
          location: 0,
        },
        excerpt: markAll(s.text, term),
        locations: [0],
      }));
    return {
      url: page.url,
      excerpt: subs[0]?.excerpt ?? '',
      meta: { title: page.title },
      filters: { product: [page.product] },
      sub_results: subs,
    };
  };
  return {
    searches,
    options: async () => undefined,
    init: async () => undefined,
    preload: async () => undefined,
    search: async (term, options) => {
      searches.push(term);
      const all = pages.filter((p) => matches(p, term));
      const found = all.filter((p) => inScope(p, options));
      return {
        results: found.map((page, i) => ({
          id: String(i),
          score: 1,
          data: async () => data(page, term),
        })),
        unfilteredResultCount: all.length,
      };
    },
  };
}

export const FAKE_PAGES: FakePage[] = [
  {
    url: '/material-ui/react-button',
    title: 'Button',
    product: 'Material UI',
    sections: [
      { id: 'button', title: 'Button', text: 'A button starts an action.' },
      { id: 'sizes', title: 'Sizes', text: 'Three sizes: small, medium and large <Button size>.' },
    ],
  },
  {
    url: '/material-ui/react-chip',
    title: 'Chip',
    product: 'Material UI',
    sections: [{ id: 'chip', title: 'Chip', text: 'Chips are compact; their sizes vary.' }],
  },
  {
    url: '/joy-ui/react-button',
    title: 'Button',
    product: 'Joy UI',
    sections: [{ id: 'sizes', title: 'Sizes', text: 'Joy buttons come in sizes sm, md and lg.' }],
  },
];
