import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { isProductSelected } from '../src/products/productSummaries.ts';

/**
 * The build variable naming the products a build includes: their folders under src/products,
 * comma-separated (`DOCSHELL_PRODUCTS=joy-ui pnpm build`). Unset, every product is built. A
 * contributor working on one product builds it in a fraction of the full site's time; the
 * benchmark builds its generated product this way, so its budget measures that product alone.
 */
export const PRODUCTS_VARIABLE = 'DOCSHELL_PRODUCTS';

/** The global src/products/index.ts reads: the selected folders, or null for every product. */
const SELECTION_GLOBAL = '__DOCSHELL_PRODUCTS__';

/** A product's two modules the site loads through `import.meta.glob` (src/products/index.ts). */
const PRODUCT_MODULE = /[\\/]src[\\/]products[\\/]([^\\/]+)[\\/](content|pageFiles)\.ts$/;

/** The product folders under `productsDir`: the ones with a tree module (`content.ts`). */
export function productFolders(productsDir: string): string[] {
  return readdirSync(productsDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(productsDir, entry.name, 'content.ts')),
    )
    .map((entry) => entry.name);
}

/**
 * The folders `value` names, or null when it names none (every product). Throws on a name that is
 * not a product folder, so a typo fails the build instead of building an empty site.
 */
export function readProductSelection(
  value: string | undefined,
  folders: readonly string[],
): readonly string[] | null {
  const names = [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  if (names.length === 0) return null;
  const unknown = names.filter((name) => !folders.includes(name));
  if (unknown.length > 0)
    throw new Error(
      `[site] ${PRODUCTS_VARIABLE} names ${unknown.map((name) => `"${name}"`).join(', ')}, ` +
        `which ${unknown.length === 1 ? 'is not a product folder' : 'are not product folders'} ` +
        `under src/products (there are: ${folders.join(', ')})`,
    );
  return names;
}

/**
 * Builds only the selected products: the site's product list leaves the others out (the global
 * above), and their tree and page-list modules become empty, so none of their pages, demos or API
 * pages is compiled. The site's own pages (/versions, src/products/docs) are always built.
 */
export function productSelectionPlugin(selection: readonly string[] | null): Plugin {
  return {
    name: 'docshell-product-selection',
    config() {
      return { define: { [SELECTION_GLOBAL]: JSON.stringify(selection) } };
    },
    load: {
      filter: { id: PRODUCT_MODULE },
      handler(id) {
        const [, folder, module] = PRODUCT_MODULE.exec(id)!;
        if (isProductSelected(selection, folder!)) return null;
        return module === 'pageFiles'
          ? 'export const pageFiles = {};'
          : `throw new Error(${JSON.stringify(`[site] ${folder} is not part of this build (${PRODUCTS_VARIABLE})`)});`;
      },
    },
  };
}
