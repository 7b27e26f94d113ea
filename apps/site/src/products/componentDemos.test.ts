// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import type { DocsPage } from '@docshell/docs-nav';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllProducts, type ProductContent } from '.';
import { componentPages, mdxFileOf } from './componentPageFiles';

const DEMO_TAG = /<Demo\s+name="([A-Za-z0-9_]+)"\s*\/>/g;

let contents: ProductContent[];
beforeAll(async () => {
  contents = await loadAllProducts();
}, 60_000);

/** The demos a component page's MDX file shows. */
function demosOf(pathname: string): string[] {
  const file = mdxFileOf(pathname);
  expect(existsSync(file), `${pathname} has no MDX file at ${file}`).toBe(true);
  return [...readFileSync(file, 'utf8').matchAll(DEMO_TAG)].map((m) => m[1]!);
}

describe('component pages', () => {
  it('every component page of every product shows at least one live demo', () => {
    const pages = contents.flatMap(({ product }) => componentPages(product.pages));
    // Each product with a components section is walked (not an empty list that passes).
    expect(new Set(pages.map((p) => p.pathname.split('/')[1]))).toEqual(
      new Set(['material-ui', 'joy-ui', 'system', 'base-ui', 'x', 'toolpad']),
    );
    expect(
      pages.filter((page) => demosOf(page.pathname).length === 0).map((p) => p.pathname),
    ).toEqual([]);
  });

  // The products whose demos came with their real libraries: each documents its components at
  // least as fully as Material UI does.
  it('Joy UI, Base UI, MUI X and Toolpad show at least as many demos per component page as Material UI', () => {
    const average = (pages: DocsPage[]) =>
      pages.reduce((sum, page) => sum + demosOf(page.pathname).length, 0) / pages.length;
    const byProduct = new Map(
      contents.map(({ product }) => [product.name, componentPages(product.pages)] as const),
    );
    const material = average(byProduct.get('Material UI')!);
    const behind = ['Joy UI', 'Base UI', 'MUI X', 'Toolpad']
      .map((name) => [name, byProduct.get(name)!] as const)
      .map(([name, pages]) => ({ name, average: average(pages) }))
      .filter(({ average: a }) => a < material);
    expect(behind, `Material UI averages ${material.toFixed(2)} demos per component page`).toEqual(
      [],
    );
  });
});
