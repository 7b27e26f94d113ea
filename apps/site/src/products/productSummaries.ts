/**
 * What the shell knows of a product before loading it: enough to match paths and link to it.
 * The trees and the page loaders stay out of the entry chunk (with 1,000 pages they would be most
 * of it); routes.test.ts checks these summaries against the trees.
 */
export interface ProductSummary {
  prefix: string;
  name: string;
  /** Where links into the product go: its first page (sections are not pages). */
  firstPath: string;
  /** The folder under src/products holding the tree (`pages.ts`) and the MDX pages. */
  folder: string;
}

/** The family's products, in the order the product switcher and home page show them. */
export const PRODUCT_SUMMARIES: readonly ProductSummary[] = [
  {
    prefix: '/material-ui',
    name: 'Material UI',
    firstPath: '/material-ui/getting-started/overview',
    folder: 'material-ui',
  },
  {
    prefix: '/joy-ui',
    name: 'Joy UI',
    firstPath: '/joy-ui/getting-started/overview',
    folder: 'joy-ui',
  },
  {
    prefix: '/system',
    name: 'MUI System',
    firstPath: '/system/getting-started/overview',
    folder: 'system',
  },
  {
    prefix: '/base-ui',
    name: 'Base UI',
    firstPath: '/base-ui/getting-started/overview',
    folder: 'base-ui',
  },
  { prefix: '/x', name: 'MUI X', firstPath: '/x/introduction/overview', folder: 'x' },
  { prefix: '/toolpad', name: 'Toolpad', firstPath: '/toolpad/core/overview', folder: 'toolpad' },
  {
    prefix: '/experiments/docs',
    name: 'Experiments',
    firstPath: '/experiments/docs/overview',
    folder: 'experiments',
  },
];

/**
 * Whether a build that includes the product folders `selection` (null: every product) includes
 * the product in `folder`: `DOCSHELL_PRODUCTS`, build/productSelection.ts.
 */
export function isProductSelected(selection: readonly string[] | null, folder: string): boolean {
  return selection === null || selection.includes(folder);
}

/** Whether `pathname` is `prefix` or a path below it. */
export function startsWithPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The product of `summaries` whose prefix the path starts with, if any. */
export function summaryForPath(
  pathname: string,
  summaries: readonly ProductSummary[],
): ProductSummary | undefined {
  return summaries.find((summary) => startsWithPrefix(pathname, summary.prefix));
}
