// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productFolders, productSelectionPlugin, readProductSelection } from './productSelection';
import { API_GROUPS } from '../src/api/apiGroups';
import {
  isProductSelected,
  PRODUCT_SUMMARIES,
  summaryForPath,
} from '../src/products/productSummaries';

const FOLDERS = ['material-ui', 'joy-ui', 'x', 'synthetic'];

describe('readProductSelection', () => {
  it('selects every product when the variable is unset or empty', () => {
    expect(readProductSelection(undefined, FOLDERS)).toBeNull();
    expect(readProductSelection(' , ', FOLDERS)).toBeNull();
  });

  it('reads comma-separated folders, once each', () => {
    expect(readProductSelection(' joy-ui, x ,joy-ui', FOLDERS)).toEqual(['joy-ui', 'x']);
  });

  it('fails on a name that is no product folder, naming it and the folders there are', () => {
    expect(() => readProductSelection('joy-ui,joyui', FOLDERS)).toThrow(
      '[site] DOCSHELL_PRODUCTS names "joyui", which is not a product folder under src/products (there are: material-ui, joy-ui, x, synthetic)',
    );
    expect(() => readProductSelection('a,b', FOLDERS)).toThrow(/"a", "b", which are not/);
  });
});

describe('productFolders', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docshell-products-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the folders with a product tree module, not the site’s own pages', () => {
    for (const folder of ['joy-ui', 'docs']) mkdirSync(join(dir, folder));
    writeFileSync(join(dir, 'joy-ui', 'content.ts'), '');
    writeFileSync(join(dir, 'docs', 'pages.ts'), '');
    writeFileSync(join(dir, 'index.ts'), '');
    expect(productFolders(dir)).toEqual(['joy-ui']);
  });

  it('knows the product of every API group (vite.config.ts selects API pages by it)', () => {
    const unknown = API_GROUPS.filter(
      (group) =>
        summaryForPath(group.productPrefix, PRODUCT_SUMMARIES)?.prefix !== group.productPrefix,
    );
    expect(unknown).toEqual([]);
  });

  it('finds the site’s products', () => {
    expect(productFolders(join(import.meta.dirname, '../src/products')).sort()).toEqual(
      expect.arrayContaining(['base-ui', 'joy-ui', 'material-ui', 'system', 'toolpad', 'x']),
    );
  });
});

describe('productSelectionPlugin', () => {
  type Load = (id: string) => string | null;
  const loadOf = (selection: readonly string[] | null) =>
    (productSelectionPlugin(selection).load as { handler: Load }).handler;
  const module = (folder: string, name: string) => `/site/src/products/${folder}/${name}.ts`;

  it('leaves every module alone when every product is built', () => {
    const load = loadOf(null);
    expect(load(module('x', 'pageFiles'))).toBeNull();
    expect(load(module('x', 'content'))).toBeNull();
  });

  it('empties the page list of a product left out, and makes its tree fail if loaded', () => {
    const load = loadOf(['joy-ui']);
    expect(load(module('joy-ui', 'pageFiles'))).toBeNull();
    expect(load(module('joy-ui', 'content'))).toBeNull();
    expect(load(module('x', 'pageFiles'))).toBe('export const pageFiles = {};');
    expect(load(module('x', 'content'))).toBe(
      'throw new Error("[site] x is not part of this build (DOCSHELL_PRODUCTS)");',
    );
  });

  it('hands the selection to the site as a literal', () => {
    const config = productSelectionPlugin(['x']).config as () => { define: object };
    expect(config().define).toEqual({ __DOCSHELL_PRODUCTS__: '["x"]' });
    expect(isProductSelected(['x'], 'x')).toBe(true);
    expect(isProductSelected(['x'], 'joy-ui')).toBe(false);
    expect(isProductSelected(null, 'joy-ui')).toBe(true);
  });
});
