import type { ApiDoc, ApiIndexEntry } from '../../build/apiDoc';
import { API_PAGE_PREFIX } from '../../build/apiModuleIds';
import { takePageChunkHint } from '../routing/pageChunkHints';
import { API_GROUPS, apiGroupOfPath, type ApiGroup } from './apiGroups';

/**
 * A group's list of pages, and the loader of its pages' lazy data chunks: a chunk of its own that
 * only an API page fetches (build/componentApiPlugin.ts).
 */
export interface ApiGroupModule {
  entries: ApiIndexEntry[];
  loadPages(): Promise<{ pages: Record<string, () => Promise<{ default: ApiDoc }>> }>;
}

// One import per group, each its own chunk: a product's nav and a page's loader load only theirs.
const GROUP_MODULES: Record<string, () => Promise<ApiGroupModule>> = {
  material: () => import('virtual:api-group/material'),
  joy: () => import('virtual:api-group/joy'),
  base: () => import('virtual:api-group/base'),
  system: () => import('virtual:api-group/system'),
  'data-grid': () => import('virtual:api-group/data-grid'),
  'date-pickers': () => import('virtual:api-group/date-pickers'),
  charts: () => import('virtual:api-group/charts'),
  'tree-view': () => import('virtual:api-group/tree-view'),
  toolpad: () => import('virtual:api-group/toolpad'),
};

function loadApiGroup(group: ApiGroup): Promise<ApiGroupModule> {
  const load = GROUP_MODULES[group.id];
  if (!load) return Promise.reject(new Error(`[site] no API pages for group ${group.id}`));
  return load();
}

/** Every group's pages, in API_GROUPS' order: for the prerender and the tests. */
export async function allApiEntries(): Promise<{ group: ApiGroup; entry: ApiIndexEntry }[]> {
  const modules = await Promise.all(API_GROUPS.map(loadApiGroup));
  return modules.flatMap((module, i) =>
    module.entries.map((entry) => ({ group: API_GROUPS[i]!, entry })),
  );
}

/**
 * The data of the API page at `pathname`, or undefined when there is none. The first page's data
 * comes from the chunk its HTML names: the group's map of chunks is fetched only for a link.
 */
export async function loadApiDoc(pathname: string) {
  const group = apiGroupOfPath(pathname);
  if (!group) return undefined;
  const hinted = takePageChunkHint(pathname);
  if (hinted) return ((await hinted()) as { default: ApiDoc }).default;
  const { pages } = await (await loadApiGroup(group)).loadPages();
  const load = pages[pathname];
  return load && (await load()).default;
}

/** The id of an API page's data module, as Vite's manifest names its chunk (for the prerender). */
export function apiPageSourceFor(pathname: string): string | undefined {
  return apiGroupOfPath(pathname) ? `${API_PAGE_PREFIX}${pathname.slice(1)}` : undefined;
}

/** What an API page says of itself: its head's description and the line under its Markdown title. */
export function apiPageDescription(component: string, packageName: string): string {
  return `API reference for the ${component} component of ${packageName}: every prop with its type, default value and description, its slots and its CSS classes.`;
}
