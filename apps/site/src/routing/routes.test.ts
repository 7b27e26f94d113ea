import { beforeAll, describe, expect, it } from 'vitest';
import { apiPageLoader } from '../api/apiPageLoader';
import {
  loadAllProducts,
  loadProductPageFiles,
  mdxLoaderFor,
  productSummaries,
  type ProductContent,
  type ProductPageFiles,
} from '../products';
import { specialPageLoader } from '../special/specialPageLoader';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { resolveRoute } from './resolveRoute';
import { allPagePaths, firstPagePath } from './routes';
import { routeTableOf } from './routeTable';

let contents: ProductContent[];
let pageFileLists: ProductPageFiles[];

beforeAll(async () => {
  contents = await loadAllProducts();
  pageFileLists = await Promise.all(
    productSummaries.map((summary) => loadProductPageFiles(summary.prefix).then((l) => l!)),
  );
});

const hasContent = (path: string) =>
  Boolean(mdxLoaderFor(path) ?? apiPageLoader(path) ?? specialPageLoader(path));

describe('allPagePaths', () => {
  it('has content (an MDX file, a generated API page or a site page) for every page of every tree', () => {
    expect(allPagePaths().filter((p) => !hasContent(p))).toEqual([]);
  });

  it('has no MDX file that no tree links to', () => {
    const paths = new Set(allPagePaths());
    const orphans = pageFileLists.flatMap((pageFiles, i) => {
      const { folder } = productSummaries[i]!;
      return Object.keys(pageFiles)
        .map((file) => `/${folder}${file.slice(1, -'.mdx'.length)}`)
        .filter((path) => !paths.has(path));
    });
    expect(orphans).toEqual([]);
  });

  it('covers every product prefix and the site pages', () => {
    const prefixes = [
      '/material-ui',
      '/joy-ui',
      '/system',
      '/base-ui',
      '/x',
      '/toolpad',
      '/experiments/docs',
    ];
    for (const prefix of prefixes) {
      expect(allPagePaths().some((p) => p.startsWith(`${prefix}/`))).toBe(true);
    }
    expect(allPagePaths()).toEqual(
      expect.arrayContaining(['/versions', '/production-error', '/material-ui/api/button']),
    );
  });

  it('has at least 60 pages', () => {
    expect(allPagePaths().length).toBeGreaterThanOrEqual(60);
  });
});

describe('productSummaries', () => {
  it('agree with the trees they stand for: prefix, name and first page', () => {
    expect(contents.map((c) => c.product.prefix)).toEqual(productSummaries.map((s) => s.prefix));
    expect(contents.map((c) => c.product.name)).toEqual(productSummaries.map((s) => s.name));
    expect(contents.map((c) => firstPagePath(c.product))).toEqual(
      productSummaries.map((s) => s.firstPath),
    );
  });
});

describe('resolveRoute on the loaded trees', () => {
  it('knows the pages of the route tables and the site pages, nothing else', () => {
    const page = (pathname: string) => ({ kind: 'page', pathname });
    expect(resolveRoute('/material-ui/react-button')).toEqual(page('/material-ui/react-button'));
    expect(resolveRoute('/versions')).toEqual(page('/versions'));
    expect(resolveRoute('/production-error')).toEqual(page('/production-error'));
    expect(resolveRoute('/material-ui/components')).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/material-ui/not-a-page')).toEqual({ kind: 'not-found' });
  });

  it('resolves every page path to itself, and its language-prefixed form to the same page', () => {
    for (const pathname of allPagePaths()) {
      expect(resolveRoute(pathname)).toEqual({ kind: 'page', pathname });
      expect(resolveRoute(`/zh${pathname}`)).toEqual({ kind: 'page', pathname });
    }
  });

  it("finds the same route by path as react-router's matchRoutes does over the whole table", () => {
    for (const { product } of contents) {
      const table = routeTableOf(product);
      const paths = table.routes.map((route) => route.path);
      const probes = [
        ...paths,
        `${product.prefix}/nope`,
        ...paths.slice(0, 3).map((p) => p.toUpperCase()),
      ];
      for (const pathname of probes) {
        // Matching reads only `path`; the site's `lazy` returns a page module, not a route object.
        const routes = table.routes as unknown as RouteObject[];
        const matched = matchRoutes(routes, pathname)?.at(-1)?.route;
        expect(table.find(pathname)).toBe(matched);
      }
    }
  });
});
