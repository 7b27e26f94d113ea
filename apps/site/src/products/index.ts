import { baseUi } from './base-ui/pages';
import { experiments } from './experiments/pages';
import { joyUi } from './joy-ui/pages';
import { materialUi } from './material-ui/pages';
import { system } from './system/pages';
import { toolpad } from './toolpad/pages';
import { withApiSection } from '../api/apiPages';
import { docsPages } from './docs/pages';
import type { ProductDocs } from './types';
import { muiX } from './x/pages';

export type { ProductDocs } from './types';

// The benchmark's generated 1,000-page product (bench/synthetic.mjs): present only during a
// bench run, so the glob matches nothing in a normal build.
const synthetic = Object.values(
  import.meta.glob<{ synthetic: ProductDocs }>('./synthetic/pages.ts', { eager: true }),
).map((module) => module.synthetic);

/** Every product of the family, in the order the product switcher shows them. */
export const products: ProductDocs[] = [
  { ...materialUi, pages: withApiSection(materialUi.pages) },
  joyUi,
  system,
  baseUi,
  muiX,
  toolpad,
  experiments,
  ...synthetic,
];

/** Every page tree the site serves: the products plus the site's own pages. */
export const allTrees: ProductDocs[] = [...products, docsPages];

/** The tree whose prefix the path starts with, if any. */
export function productForPath(pathname: string): ProductDocs | undefined {
  return allTrees.find((p) => pathname === p.prefix || pathname.startsWith(`${p.prefix}/`));
}
