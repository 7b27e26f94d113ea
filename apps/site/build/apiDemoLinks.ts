import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ApiGroup } from '../src/api/apiGroups';
import {
  PRODUCT_SUMMARIES,
  summaryForPath,
  type ProductSummary,
} from '../src/products/productSummaries.ts';
import type { ApiDemoPage, ApiDoc } from './apiDoc';

const IMPORT = /import\s+(?!type\s)([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*['"]([^'"]+)['"]/g;
const DEMO_TAG = /<Demo\s+name="([A-Za-z0-9_]+)"\s*\/>/g;
const TITLE = /^title:\s*['"]?(.+?)['"]?\s*$/m;

/** The component names a demo's source imports from `packageName` (root or deep path). */
export function importedComponents(source: string, packageName: string): string[] {
  const names: string[] = [];
  for (const [, defaultName, named, from] of source.matchAll(IMPORT)) {
    if (from !== packageName && !from!.startsWith(`${packageName}/`)) continue;
    const deep = from!.slice(packageName.length + 1);
    // `import Button from '@mui/material/Button'`: the folder names the component.
    if (defaultName && /^[A-Z]\w*$/.test(deep)) names.push(deep);
    for (const part of (named ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      if (/^[A-Z]/.test(name) && !part.trim().startsWith('type ')) names.push(name);
    }
  }
  return names;
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'demos' ? [] : mdxFiles(path);
    return entry.name.endsWith('.mdx') ? [path] : [];
  });
}

/**
 * An API page's demo pages in reading order: the component's own page first, then the other pages
 * of its product by title, then other products' pages by product and title, each named with its
 * product (Base UI's demos use Material UI's Button: its API page would list two "Badge" pages).
 */
export function orderDemoPages(
  pages: readonly ApiDemoPage[],
  group: Pick<ApiGroup, 'productPrefix' | 'componentPagePrefix'>,
  apiPathname: string,
  products: readonly ProductSummary[] = PRODUCT_SUMMARIES,
): ApiDemoPage[] {
  const ownPage =
    group.componentPagePrefix &&
    `${group.componentPagePrefix}${apiPathname.slice(apiPathname.lastIndexOf('/') + 1)}`;
  const ranked = pages.map((page) => {
    const product = summaryForPath(page.pathname, products);
    const sameProduct = product?.prefix === group.productPrefix;
    return {
      page: sameProduct || !product ? page : { ...page, product: product.name },
      rank: page.pathname === ownPage ? 0 : sameProduct ? 1 : 2,
      productIndex: product ? products.indexOf(product) : products.length,
    };
  });
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.productIndex - b.productIndex ||
      a.page.title.localeCompare(b.page.title, 'en'),
  );
  return ranked.map((entry) => entry.page);
}

/**
 * The pages whose demos import each documented component, from the demos and pages there are
 * now (others add them while the site grows): `products/<product>/demos/<Name>.tsx` imports a
 * component, a page shows it with `<Demo name="<Name>" />`; the page's path is its file's path
 * under src/products (as src/products/index.ts maps them).
 */
export function demoPagesByApiPath(
  productsDir: string,
  groups: readonly ApiGroup[],
  docs: readonly ApiDoc[],
): Map<string, ApiDemoPage[]> {
  const products = readdirSync(productsDir, { withFileTypes: true }).filter((e) => e.isDirectory());
  // Demo name → API pages it uses.
  const docByName = new Map(
    docs.flatMap((doc) => [doc.component, ...doc.aliases].map((n) => [`${doc.group}/${n}`, doc])),
  );
  const demoUses = new Map<string, Set<ApiDoc>>();
  for (const product of products) {
    const demosDir = join(productsDir, product.name, 'demos');
    if (!existsSync(demosDir)) continue;
    for (const file of readdirSync(demosDir).filter((f) => f.endsWith('.tsx'))) {
      const source = readFileSync(join(demosDir, file), 'utf8');
      const used = new Set<ApiDoc>();
      for (const group of groups) {
        for (const pkg of group.packages) {
          for (const name of importedComponents(source, pkg.name)) {
            const doc = docByName.get(`${group.id}/${name}`);
            if (doc) used.add(doc);
          }
        }
      }
      // `Demo.css.tsx` variants are shown under the demo's own name.
      if (used.size) demoUses.set(file.replace(/(\.css|\.tailwind)?\.tsx$/, ''), used);
    }
  }
  const pages = new Map<string, ApiDemoPage[]>();
  for (const product of products) {
    for (const file of mdxFiles(join(productsDir, product.name))) {
      const source = readFileSync(file, 'utf8');
      const pathname = `/${relative(productsDir, file)
        .replace(/\\/g, '/')
        .replace(/\.mdx$/, '')}`;
      const title = TITLE.exec(source)?.[1] ?? pathname;
      for (const [, demo] of source.matchAll(DEMO_TAG)) {
        for (const doc of demoUses.get(demo!) ?? []) {
          const list = pages.get(doc.pathname) ?? [];
          if (!list.some((p) => p.pathname === pathname)) list.push({ title, pathname });
          pages.set(doc.pathname, list);
        }
      }
    }
  }
  const groupById = new Map(groups.map((group) => [group.id, group]));
  for (const doc of docs) {
    const list = pages.get(doc.pathname);
    const group = groupById.get(doc.group);
    if (list && group) pages.set(doc.pathname, orderDemoPages(list, group, doc.pathname));
  }
  return pages;
}
