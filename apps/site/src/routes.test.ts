import { beforeAll, describe, expect, it } from 'vitest';
import { apiPageLoader } from './api/apiPageLoader';
import {
  loadAllProducts,
  loadProductPageFiles,
  mdxLoaderFor,
  productSummaries,
  type ProductContent,
  type ProductPageFiles,
} from './products';
import { specialPageLoader } from './special/specialPageLoader';
import { allPagePaths, firstPagePath, isPage } from './routes';

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

describe('isPage', () => {
  it('knows the pages of the loaded trees and the site pages, nothing else', () => {
    expect(isPage('/material-ui/react-button')).toBe(true);
    expect(isPage('/versions')).toBe(true);
    expect(isPage('/material-ui/components')).toBe(false);
    expect(isPage('/material-ui/not-a-page')).toBe(false);
  });
});
