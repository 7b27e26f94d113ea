import type { DocsPage } from '@docshell/docs-nav';
import type { ApiIndexEntry } from '../../build/apiDoc';
import type { ApiGroup } from './apiGroups';

function entryPage(entry: ApiIndexEntry): DocsPage {
  return {
    pathname: entry.pathname,
    title: entry.component,
    ...(entry.plan === 'pro' || entry.plan === 'premium' ? { plan: entry.plan } : {}),
  };
}

/**
 * A product's API section: its group's pages, or for a product of several groups (MUI X) one
 * titled group of pages per package family.
 */
export function apiSection(
  section: Omit<DocsPage, 'children'>,
  groups: readonly { group: ApiGroup; entries: readonly ApiIndexEntry[] }[],
): DocsPage {
  const children =
    groups.length === 1
      ? groups[0]!.entries.map(entryPage)
      : groups.map(({ group, entries }) => ({
          pathname: group.basePath,
          title: group.title,
          children: entries.map(entryPage),
        }));
  return { ...section, children };
}

const isComponentsSection = (page: DocsPage) =>
  /component/i.test(`${page.pathname} ${page.title ?? ''} ${page.subheader ?? ''}`);

/**
 * Inserts the API section after the product's components section, wherever that sits in the tree
 * (Toolpad's is inside Toolpad Core), or third when there is none.
 */
export function withApiSection(pages: DocsPage[], section: DocsPage): DocsPage[] {
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
