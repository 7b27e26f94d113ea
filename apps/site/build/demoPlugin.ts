import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Highlighter } from 'shiki';
import type { Plugin } from 'vite';
import {
  createDemoHighlighter,
  findDemo,
  listDemos,
  prepareDemoSource,
  type PreparedDemo,
} from './demoSource.ts';
import { processWide } from './processWide.ts';

const DEMO_TAG = /<Demo\s+name="([A-Za-z0-9_]+)"\s*\/>/g;
const SOURCE_QUERY = '?demo-source';

// One highlighter for the process; in a build, both environments import every demo's source:
// prepared once for the process.
const prepared = processWide('preparedDemos', () => ({
  highlighter: undefined as Promise<Highlighter> | undefined,
  byFile: new Map<string, Promise<PreparedDemo>>(),
}));

/**
 * Live demos for MDX pages: `<Demo name="ButtonBasic" />` becomes the demo frame
 * (src/demos/Demo.tsx) with a static import of the demo component and of its source, highlighted at build time in TS and in JS (generated from the TS),
 * so the page chunk carries its demos and prerendering needs no extra round trip.
 *
 * A build prepares every demo's source as soon as it starts, one at a time, while the pages
 * compile on worker threads (build/mdxPlugin.ts) and this thread has little else to do. Left to
 * the pages' imports, that work came after the last page had compiled: seconds added to the end
 * of every build. The dev server prepares a source when it is imported, afresh each time.
 */
export function demoPlugin(productsDir: string): Plugin {
  let building = false;
  const demoFrame = join(productsDir, '..', 'demos', 'Demo.tsx');

  const prepareNow = (file: string) =>
    (prepared.highlighter ??= createDemoHighlighter()).then((h) => prepareDemoSource(file, h));
  // In a build, once per demo; in the dev server, every time (the file may have changed).
  const prepare = (file: string): Promise<PreparedDemo> => {
    if (!building) return prepareNow(file);
    let result = prepared.byFile.get(file);
    if (!result) {
      result = prepareNow(file);
      prepared.byFile.set(file, result);
    }
    return result;
  };

  async function prepareAll() {
    for (const file of listDemos(productsDir)) {
      // Yield between demos so the build's own callbacks (resolving modules, handing pages to
      // the workers) wait for one demo at most. A failure shows when the demo is imported.
      await nextTurn();
      await prepare(file).catch(() => undefined);
    }
  }

  return {
    name: 'docshell-demos',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) void prepareAll();
    },
    watchChange(id) {
      // `vite build --watch`: a changed demo is prepared again.
      if (building && /[\\/]demos[\\/]/.test(id)) prepared.byFile.clear();
    },
    transform: {
      // Filters let the bundler skip calling into JS for every other module.
      filter: { id: /\.mdx$/, code: '<Demo' },
      handler(code, id) {
        const names = [...new Set([...code.matchAll(DEMO_TAG)].map((m) => m[1]!))];
        const imports: string[] = [];
        const ids = new Map<string, number>();
        names.forEach((name, index) => {
          const file = findDemo(productsDir, name);
          if (!file)
            this.error(
              `[site] ${id}: no demo file for <Demo name="${name}" /> under src/products/*/demos/`,
            );
          ids.set(name, index);
          imports.push(`import __Demo${index} from ${JSON.stringify(file)};`);
          imports.push(`import __DemoSource${index} from ${JSON.stringify(file + SOURCE_QUERY)};`);
        });
        const body = code.replace(DEMO_TAG, (_tag, name: string) => {
          const index = ids.get(name)!;
          return `<__DemoFrame name="${name}" component={__Demo${index}} source={__DemoSource${index}} />`;
        });
        // The demo frame (toolbar, source, editing) is imported by the pages that have demos, so
        // pages without any do not load it.
        imports.push(`import { Demo as __DemoFrame } from ${JSON.stringify(demoFrame)};`);
        // The page's demos by name, for their full-screen routes (src/demos/DemoFullScreen.tsx).
        const entries = names.map(
          (name, index) => `${name}: { component: __Demo${index}, source: __DemoSource${index} }`,
        );
        imports.push(`export const demos = { ${entries.join(', ')} };`);
        // ESM imports go after the frontmatter block, which must stay first.
        const frontmatter = body.match(/^---\n[\s\S]*?\n---\n/)?.[0] ?? '';
        return {
          code: `${frontmatter}\n${imports.join('\n')}\n\n${body.slice(frontmatter.length)}`,
          map: null,
        };
      },
    },
    load: {
      filter: { id: /\?demo-source$/ },
      async handler(id) {
        const { source, files } = await prepare(id.slice(0, -SOURCE_QUERY.length));
        for (const file of files) this.addWatchFile(file);
        return `export default ${JSON.stringify(source)};`;
      },
    },
  };
}
