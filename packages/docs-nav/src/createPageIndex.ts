import { isExternalHref, normalizePathname } from './normalizePathname.js';
import type { DocsPage } from './pages.js';

/** One tree (a list of top-level entries) or a list of trees, one per product. */
export type PageTrees = readonly DocsPage[] | readonly (readonly DocsPage[])[];

export interface ActivePage {
  page: DocsPage;
  /** Ancestors, outermost first; subheader groups included. Empty for a top-level page. */
  parents: readonly DocsPage[];
  /** Which tree the page is in, when several trees were indexed. */
  treeIndex: number;
}

export interface PrevNext {
  previous: DocsPage | null;
  next: DocsPage | null;
}

export interface PageIndex {
  /** Every entry except subheader groups, in reading order, all trees one after another. */
  readonly pages: readonly DocsPage[];
  /** Per tree: the leaves a reader walks through with prev/next (internal, shown in the side nav). */
  readonly readingOrder: readonly (readonly DocsPage[])[];
  /** The page at a path (normalised first) and its parents, or null. */
  find(pathname: string): ActivePage | null;
  /** The neighbours of a page in its tree's reading order. */
  getPrevNext(pathname: string): PrevNext;
}

interface Entry extends ActivePage {
  /** Position in its tree's reading order, or -1 when prev/next skip it. */
  order: number;
}

/** Docs tabs that show the same page (`/react-button/components-api` is the Button page). */
const TAB_SUFFIX = /\/(?:components-api|hooks-api)$/;
const NO_NEIGHBOURS: PrevNext = { previous: null, next: null };

/** True when the value is a list of trees rather than one tree. */
function isTreeList(trees: PageTrees): trees is readonly (readonly DocsPage[])[] {
  return trees.length > 0 && Array.isArray(trees[0]);
}

function toTreeList(trees: PageTrees): readonly (readonly DocsPage[])[] {
  return isTreeList(trees) ? trees : [trees as readonly DocsPage[]];
}

/** Where a page sits, for error messages: `Components > Inputs > Button`. */
function describeTrail(parents: readonly DocsPage[], page: DocsPage): string {
  return [...parents, page]
    .map((entry) => entry.subheader ?? (entry.title || entry.pathname))
    .join(' > ');
}

/**
 * Walks the trees once, validating and indexing every entry, so later lookups are map reads.
 * Throws when two internal entries share a (normalised) pathname, naming the path and both places.
 * External http(s) entries may repeat (the same store link in several trees is fine).
 * Trees are treated as immutable: build a new index after changing one.
 */
export function createPageIndex(trees: PageTrees): PageIndex {
  const byPath = new Map<string, Entry>();
  const pages: DocsPage[] = [];
  const readingOrder: DocsPage[][] = [];

  toTreeList(trees).forEach((tree, treeIndex) => {
    const order: DocsPage[] = [];
    readingOrder.push(order);

    const visit = (list: readonly DocsPage[], parents: readonly DocsPage[], hidden: boolean) => {
      for (const page of list) {
        const isHidden = hidden || page.inSideNav === false;
        const children = page.children;
        if (!page.subheader) {
          pages.push(page);
          const external = isExternalHref(page.pathname);
          const isLeaf = !children || children.length === 0;
          const inOrder = isLeaf && !external && !isHidden;
          if (inOrder) order.push(page);
          if (!external) {
            const key = normalizePathname(page.pathname);
            const previous = byPath.get(key);
            if (previous) {
              throw new Error(
                `[docs-nav] Duplicated pathname ${page.pathname} in pages: at "${describeTrail(previous.parents, previous.page)}" and at "${describeTrail(parents, page)}"`,
              );
            }
            byPath.set(key, { page, parents, treeIndex, order: inOrder ? order.length - 1 : -1 });
          }
        }
        // Children share one parents array per parent, so indexing stays linear in memory.
        if (children && children.length > 0) visit(children, [...parents, page], isHidden);
      }
    };
    visit(tree, [], false);
  });

  const lookup = (pathname: string): Entry | undefined => {
    const key = normalizePathname(pathname);
    return (
      byPath.get(key) ??
      (TAB_SUFFIX.test(key) ? byPath.get(key.replace(TAB_SUFFIX, '')) : undefined)
    );
  };

  return {
    pages,
    readingOrder,
    find(pathname) {
      const entry = lookup(pathname);
      return entry
        ? { page: entry.page, parents: entry.parents, treeIndex: entry.treeIndex }
        : null;
    },
    getPrevNext(pathname) {
      const entry = lookup(pathname);
      if (!entry || entry.order < 0) return NO_NEIGHBOURS;
      const order = readingOrder[entry.treeIndex] ?? [];
      return {
        previous: order[entry.order - 1] ?? null,
        next: order[entry.order + 1] ?? null,
      };
    },
  };
}

// Indexes of trees already seen, so callers passing the same (stable) tree pay for the walk once.
const cache = /* @__PURE__ */ new WeakMap<object, PageIndex>();

/** `createPageIndex`, remembered per trees array (by identity). */
export function getPageIndex(trees: PageTrees): PageIndex {
  let index = cache.get(trees);
  if (!index) {
    index = createPageIndex(trees);
    cache.set(trees, index);
  }
  return index;
}
