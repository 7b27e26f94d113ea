import type { Plugin } from 'vite';
import { readMuiApiCached, toSlug, type ApiDoc } from './muiApi.ts';

const PAGES_ID = 'virtual:mui-api-pages';
const DOC_PREFIX = 'virtual:mui-api/';

/**
 * Material UI API pages generated from the installed @mui/material type declarations:
 * `virtual:mui-api-pages` maps each slug to a lazy import of `virtual:mui-api/<slug>` (its props
 * as data), so every API page is its own small chunk.
 */
export function muiApiPlugin(components: readonly string[], siteDir: string): Plugin {
  let docs: Map<string, ApiDoc> | undefined;
  const getDocs = () => {
    docs ??= new Map(
      readMuiApiCached(components, siteDir, `${siteDir}/node_modules/.cache/docshell`).map(
        (doc) => [doc.slug, doc],
      ),
    );
    return docs;
  };
  return {
    name: 'docshell-mui-api',
    resolveId: {
      filter: { id: /^virtual:mui-api/ },
      handler(id) {
        return `\0${id}`;
      },
    },
    load: {
      filter: { id: /^\0virtual:mui-api/ },
      handler(id) {
        const bare = id.slice(1);
        if (bare === PAGES_ID) {
          const entries = components.map(
            (name) =>
              `  ${JSON.stringify(toSlug(name))}: () => import(${JSON.stringify(DOC_PREFIX + toSlug(name))}),`,
          );
          return `export default {\n${entries.join('\n')}\n};`;
        }
        const doc = getDocs().get(bare.slice(DOC_PREFIX.length));
        if (!doc) this.error(`[site] unknown API page ${bare}`);
        return `export default ${JSON.stringify(doc)};`;
      },
    },
  };
}
