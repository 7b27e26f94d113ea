import type { DocsPage } from '@docshell/docs-nav';
import type { ApiIndexEntry } from '../../build/apiDoc';
import { API_GROUPS, type ApiGroup } from './apiGroups';
import type { ProductDocs } from '../products/types';

function entryPage(entry: ApiIndexEntry): DocsPage {
  return {
    pathname: entry.pathname,
    title: entry.component,
    ...(entry.plan === 'pro' || entry.plan === 'premium' ? { plan: entry.plan } : {}),
  };
}

const wordsOf = (name: string) => name.match(/[A-Z]+(?![a-z])|[A-Z][a-z0-9]*|[a-z0-9]+/g) ?? [name];

/** Above this many pages, a group's pages are listed by family (below). */
const FLAT_LIST_MAX = 30;

/**
 * A group's pages, with each family of components (`Card`, `CardActions`, `CardContent`…) in a
 * section of its own once the group is long: the open section of the side nav then lists the
 * families and the reader's own, not a hundred-odd names. A family is the components sharing their
 * first word, or their first two where most of the group shares the first (MUI X's `Grid…`); it
 * is titled by its shortest name. One-member families stay plain links.
 */
export function pagesByFamily(entries: readonly ApiIndexEntry[], basePath: string): DocsPage[] {
  if (entries.length <= FLAT_LIST_MAX) return entries.map(entryPage);
  const firstWords = entries.map((entry) => wordsOf(entry.component)[0]!);
  const counts = new Map<string, number>();
  for (const word of firstWords) counts.set(word, (counts.get(word) ?? 0) + 1);
  const [common, commonCount] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const keyOf = (name: string) => {
    const words = wordsOf(name);
    return words[0] === common && commonCount > entries.length / 2 && words.length > 1
      ? words.slice(0, 2).join('')
      : words[0]!;
  };
  const families = new Map<string, ApiIndexEntry[]>();
  for (const entry of entries) {
    const key = keyOf(entry.component);
    families.set(key, [...(families.get(key) ?? []), entry]);
  }
  return [...families].map(([key, members]) => {
    if (members.length === 1) return entryPage(members[0]!);
    const title = members.reduce((a, b) => (b.component.length < a.component.length ? b : a));
    return {
      pathname: `${basePath}/family/${key.toLowerCase()}`,
      title: title.component,
      children: members.map(entryPage),
    };
  });
}

/**
 * A product's API section: its group's pages, or for a product of several groups (MUI X) one
 * titled group of pages per package family; long lists by component family (`pagesByFamily`).
 */
function apiSection(
  section: Omit<DocsPage, 'children'>,
  groups: readonly { group: ApiGroup; entries: readonly ApiIndexEntry[] }[],
): DocsPage {
  const children =
    groups.length === 1
      ? pagesByFamily(groups[0]!.entries, groups[0]!.group.basePath)
      : groups.map(({ group, entries }) => ({
          pathname: group.basePath,
          title: group.title,
          children: pagesByFamily(entries, group.basePath),
        }));
  return { ...section, children };
}

const isComponentsSection = (page: DocsPage) =>
  /component/i.test(`${page.pathname} ${page.title ?? ''} ${page.subheader ?? ''}`);

/**
 * Inserts the API section after the product's components section, wherever that sits in the tree
 * (Toolpad's is inside Toolpad Core), or third when there is none.
 */
function withApiSection(pages: DocsPage[], section: DocsPage): DocsPage[] {
  const at = pages.findIndex(isComponentsSection);
  if (at >= 0) return [...pages.slice(0, at + 1), section, ...pages.slice(at + 1)];
  const parent = pages.findIndex((page) => page.children?.some(isComponentsSection));
  if (parent >= 0) {
    const page = pages[parent]!;
    const inner = { ...page, children: withApiSection(page.children!, section) };
    return [...pages.slice(0, parent), inner, ...pages.slice(parent + 1)];
  }
  const third = Math.min(2, pages.length);
  return [...pages.slice(0, third), section, ...pages.slice(third)];
}

/**
 * A product's tree with its generated API section: `entriesByGroup` maps each API group's id (in
 * the order the section lists them) to its pages, from `virtual:api-group/<id>`.
 */
export function withGeneratedApi(
  product: ProductDocs,
  section: Omit<DocsPage, 'children'>,
  entriesByGroup: Record<string, readonly ApiIndexEntry[]>,
): ProductDocs {
  const groups = Object.entries(entriesByGroup).map(([id, entries]) => {
    const group = API_GROUPS.find((g) => g.id === id);
    if (!group) throw new Error(`[site] no API group "${id}" in src/api/apiGroups.ts`);
    return { group, entries };
  });
  return { ...product, pages: withApiSection(product.pages, apiSection(section, groups)) };
}
