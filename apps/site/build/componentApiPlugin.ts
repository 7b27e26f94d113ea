import type { Plugin } from 'vite';
import type { ApiGroup } from '../src/api/apiGroups';
import type { ApiDemoPage, ApiDoc, ApiIndexEntry } from './apiDoc';
import { demoPagesByApiPath } from './apiDemoLinks.ts';
import { readComponentApiCached } from './componentApi.ts';
import { compactApiEntries } from '../src/api/expandApiEntries.ts';

import {
  API_GROUP_PREFIX as GROUP_PREFIX,
  API_LOADERS_PREFIX as LOADERS_PREFIX,
  API_PAGE_PREFIX as PAGE_PREFIX,
} from './apiModuleIds.ts';

/**
 * API pages generated from the installed packages' type declarations (build/componentApi.ts):
 * `virtual:api-group/<group>` lists the group's pages (for its product's nav, so every page of the
 * product loads it) and loads `virtual:api-loaders/<group>` on demand: the map of each path to a
 * lazy import of `virtual:api-page/<path>` (the page's data), so every API page is its own small
 * chunk, and only an API page fetches the map (a hundred-odd hashed file names: 2.3 kB for
 * Material UI). The demo links are added when a page's data is loaded, from the demos there are
 * then (not cached: they change more often than the packages).
 */
export function componentApiPlugin(
  groups: readonly ApiGroup[],
  siteDir: string,
  // A group of a product the build leaves out (build/productSelection.ts) lists no pages, and its
  // packages' declarations are not read.
  includes: (group: ApiGroup) => boolean = () => true,
): Plugin {
  const expandModule = `${siteDir}/src/api/expandApiEntries.ts`;
  let docs: ApiDoc[] | undefined;
  let demoPages: Map<string, ApiDemoPage[]> | undefined;
  const getDocs = () =>
    (docs ??= readComponentApiCached(groups, siteDir, `${siteDir}/node_modules/.cache/docshell`));
  const getDemoPages = () =>
    (demoPages ??= demoPagesByApiPath(`${siteDir}/src/products`, groups, getDocs()));
  return {
    name: 'docshell-component-api',
    watchChange(id) {
      if (/[\\/]src[\\/]products[\\/]/.test(id)) demoPages = undefined;
    },
    resolveId: {
      filter: { id: /^virtual:api-(group|loaders|page)\// },
      handler(id) {
        return `\0${id}`;
      },
    },
    load: {
      filter: { id: /^\0virtual:api-(group|loaders|page)\// },
      handler(id) {
        const bare = id.slice(1);
        const groupNamed = (prefix: string) => {
          const group = bare.slice(prefix.length);
          const known = groups.find((g) => g.id === group);
          if (!known) this.error(`[site] unknown API group ${group}`);
          if (!includes(known)) return { group, inGroup: [] };
          return { group, inGroup: getDocs().filter((doc) => doc.group === group) };
        };
        if (bare.startsWith(GROUP_PREFIX)) {
          const { group, inGroup } = groupNamed(GROUP_PREFIX);
          const { basePath } = groups.find((g) => g.id === group)!;
          const entries: ApiIndexEntry[] = inGroup.map(({ component, pathname, plan }) => ({
            component,
            pathname,
            plan,
          }));
          // Names only where the address follows from the name: every page of the product
          // loads this list for its nav.
          const { compact, plans } = compactApiEntries(basePath, entries);
          return (
            `import { expandApiEntries } from ${JSON.stringify(expandModule)};\n` +
            `export const entries = expandApiEntries(${JSON.stringify(basePath)}, ${JSON.stringify(compact)}, ${JSON.stringify(plans)});\n` +
            `export const loadPages = () => import(${JSON.stringify(LOADERS_PREFIX + group)});`
          );
        }
        if (bare.startsWith(LOADERS_PREFIX)) {
          const loaders = groupNamed(LOADERS_PREFIX).inGroup.map(
            (doc) =>
              `  ${JSON.stringify(doc.pathname)}: () => import(${JSON.stringify(PAGE_PREFIX + doc.pathname.slice(1))}),`,
          );
          return `export const pages = {\n${loaders.join('\n')}\n};`;
        }
        const pathname = `/${bare.slice(PAGE_PREFIX.length)}`;
        const doc = getDocs().find((d) => d.pathname === pathname);
        if (!doc) this.error(`[site] unknown API page ${pathname}`);
        return `export default ${JSON.stringify({ ...doc, demos: getDemoPages().get(pathname) ?? [] })};`;
      },
    },
  };
}
