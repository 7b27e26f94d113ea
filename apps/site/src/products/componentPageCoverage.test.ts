// @vitest-environment node
import type { DocsPage } from '@docshell/docs-nav';
import { beforeAll, describe, expect, it } from 'vitest';
import { allApiEntries } from '../api/apiComponents';
import { loadAllProducts } from '.';
import { componentPages, mdxSourceOf } from './componentPageFiles';
import { INTERNAL_PARTS } from './componentPageParts';

// Every component a reader imports has a page: a component page of its product links to the
// component's generated API page (the pages' "API" sections), or the component is declared an
// internal part of a named page. The API pages are generated from the installed packages'
// exports (src/api/apiCoverage.test.ts holds them to the packages' runtime exports), so a new
// export in a library upgrade fails here until a page covers it.

const API_LINK = /\]\((\/[\w/-]+\/api\/[\w/-]+)\)/g;

let entries: Awaited<ReturnType<typeof allApiEntries>>;
/** API page path → the component pages linking to it. */
const linkedFrom = new Map<string, string[]>();
/** Every page of every product's side nav. */
const pagesInNav = new Set<string>();

function collect(pages: readonly DocsPage[]) {
  for (const page of pages) {
    pagesInNav.add(page.pathname);
    if (page.children) collect(page.children);
  }
}

beforeAll(async () => {
  entries = await allApiEntries();
  for (const { product } of await loadAllProducts()) {
    collect(product.pages);
    for (const page of componentPages(product.pages)) {
      for (const [, api] of mdxSourceOf(page.pathname).matchAll(API_LINK)) {
        linkedFrom.set(api!, [...(linkedFrom.get(api!) ?? []), page.pathname]);
      }
    }
  }
}, 300_000);

const key = (group: string, component: string) => `${group}/${component}`;

describe('component pages cover every component', () => {
  it('each exported component has a page that links to its API page, or is a named page’s part', () => {
    const uncovered = entries
      .filter(
        ({ group, entry }) =>
          !linkedFrom.has(entry.pathname) && !INTERNAL_PARTS[key(group.id, entry.component)],
      )
      .map(({ group, entry }) => key(group.id, entry.component));
    expect(uncovered).toEqual([]);
  });

  it('internal parts are real exports, named on a page of the side nav that explains them', () => {
    const exported = new Set(entries.map(({ group, entry }) => key(group.id, entry.component)));
    const wrong = Object.entries(INTERNAL_PARTS).filter(([name, page]) => {
      const component = name.slice(name.indexOf('/') + 1);
      return (
        !exported.has(name) ||
        !pagesInNav.has(page) ||
        !new RegExp(`\\b${component}\\b`).test(mdxSourceOf(page))
      );
    });
    expect(wrong).toEqual([]);
  });

  it('every API link on a component page names a generated API page', () => {
    const apiPaths = new Set(entries.map(({ entry }) => entry.pathname));
    const broken = [...linkedFrom].filter(([api]) => !apiPaths.has(api));
    expect(broken).toEqual([]);
  });
});
