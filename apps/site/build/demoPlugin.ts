import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * Libraries whose demos load apart from their page (src/demos/lazyDemo.tsx): the page hydrates
 * without them and each demo hydrates when its code arrives. Material UI's demos share the
 * site's own components and stay in the page's chunk.
 */
const LAZY_DEMO_IMPORT =
  /\bfrom\s+['"](?:@mui\/(?:joy|base|x-[a-z-]+)|@toolpad\/core)(?:\/[^'"]*)?['"]/;

/**
 * Libraries that render nothing on the server (MUI X's data grid measures its container first):
 * their demos mount afresh on the first page instead of hydrating (src/demos/useNearViewGate.ts).
 */
const CLIENT_ONLY_DEMO_IMPORT = /\bfrom\s+['"]@mui\/x-data-grid(?:-pro|-premium)?(?:\/[^'"]*)?['"]/;

const PAID_PLAN_IMPORT = /\bfrom\s+['"]@mui\/x-[a-z-]+-(?:pro|premium)(?:\/[^'"]*)?['"]/;
const JOY_IMPORT = /\bfrom\s+['"]@mui\/joy(?:\/[^'"]*)?['"]/;
const JOY_VARIABLES_ID = 'virtual:joy-demo-variables';

/**
 * Joy UI's own CSS variables for both colour schemes, as global styles (a module) keyed to the
 * site's colour-scheme attribute instead of Joy's: a Joy demo follows the reader's light or dark
 * mode without Joy's provider, which would manage `<html>` and storage itself. Read at build time
 * from the installed Joy's default theme, so the page carries data, not Joy's theming code.
 */
export function joyDemoVariablesModule(siteDir: string): string {
  const require = createRequire(join(siteDir, 'package.json'));
  const { extendTheme } = require('@mui/joy/styles') as {
    extendTheme(): { generateStyleSheets(): Record<string, Record<string, string>>[] };
  };
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const sheet of extendTheme().generateStyleSheets()) {
    for (const [selector, variables] of Object.entries(sheet)) {
      Object.assign(/dark/.test(selector) ? dark : light, variables);
    }
  }
  return [
    `import { COLOR_SCHEME_ATTRIBUTE } from '@docshell/docs-theme';`,
    `export default { ':root': ${JSON.stringify(light)}, [\`[\${COLOR_SCHEME_ATTRIBUTE}="dark"]\`]: ${JSON.stringify(dark)} };`,
  ].join('\n');
}

/** Whether a demo file imports one of the libraries that load apart from the page. */
function isLazyDemoSource(source: string): boolean {
  return LAZY_DEMO_IMPORT.test(source);
}

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
export function demoPlugin(
  productsDir: string,
  selection: readonly string[] | null = null,
): Plugin {
  let building = false;
  const demoFrame = join(productsDir, '..', 'demos', 'Demo.tsx');
  const lazyDemoModule = join(productsDir, '..', 'demos', 'lazyDemo.tsx');
  const licenseModule = join(productsDir, '..', 'demos', 'muiXLicense.ts');
  const joyTheme = join(productsDir, '..', 'demos', 'JoyDemoTheme.tsx');

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
    // Only the demos of the products this build includes (build/productSelection.ts).
    for (const file of listDemos(productsDir, selection)) {
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
        let lazy = false;
        const joyDemos = new Set<string>();
        // Each demo's component: its import, or a lazy component (src/demos/lazyDemo.tsx).
        const components = new Map<string, string>();
        names.forEach((name, index) => {
          const file = findDemo(productsDir, name);
          if (!file)
            this.error(
              `[site] ${id}: no demo file for <Demo name="${name}" /> under src/products/*/demos/`,
            );
          ids.set(name, index);
          const demoSource = readFileSync(file, 'utf8');
          // Joy demos also need Joy's theme and CSS variables (src/demos/JoyDemoTheme.tsx).
          if (JOY_IMPORT.test(demoSource)) joyDemos.add(name);
          if (isLazyDemoSource(demoSource)) {
            // Pro and Premium demos load with the licence key applied (src/demos/muiXLicense.ts).
            const load = PAID_PLAN_IMPORT.test(demoSource)
              ? `Promise.all([import(${JSON.stringify(file)}), import(${JSON.stringify(licenseModule)}).then((m) => m.applyMuiXLicense())]).then(([demo]) => demo)`
              : `import(${JSON.stringify(file)})`;
            // MDX allows only imports and exports here: the lazy component is made in `demos`.
            const options = CLIENT_ONLY_DEMO_IMPORT.test(demoSource)
              ? ', { clientOnly: true }'
              : '';
            components.set(name, `__lazyDemo(() => ${load}${options})`);
            lazy = true;
          } else {
            imports.push(`import __Demo${index} from ${JSON.stringify(file)};`);
            components.set(name, `__Demo${index}`);
          }
          imports.push(`import __DemoSource${index} from ${JSON.stringify(file + SOURCE_QUERY)};`);
        });
        // Each tag renders the frame with the demo's entry in `demos` (below): its component, its
        // source and what its library needs on the page.
        const body = code.replace(
          DEMO_TAG,
          (_tag, name: string) => `<__DemoFrame name="${name}" {...demos.${name}} />`,
        );
        // The demo frame (toolbar, source, editing) is imported by the pages that have demos, so
        // pages without any do not load it.
        imports.push(`import { Demo as __DemoFrame } from ${JSON.stringify(demoFrame)};`);
        if (joyDemos.size) imports.push(`import __joyVariables from '${JOY_VARIABLES_ID}';`);
        if (lazy)
          imports.unshift(
            `import { lazyDemo as __lazyDemo } from ${JSON.stringify(lazyDemoModule)};`,
          );
        // The page's demos by name, for the tags above and their full-screen routes
        // (src/demos/DemoFullScreen.tsx).
        const entries = names.map((name, index) => {
          const joy = joyDemos.has(name)
            ? `, globalStyles: __joyVariables, wrapper: __lazyDemo(() => import(${JSON.stringify(joyTheme)}))`
            : '';
          return `${name}: { component: ${components.get(name)}, source: __DemoSource${index}${joy} }`;
        });
        imports.push(`export const demos = { ${entries.join(', ')} };`);
        // ESM imports go after the frontmatter block, which must stay first.
        const frontmatter = body.match(/^---\n[\s\S]*?\n---\n/)?.[0] ?? '';
        return {
          code: `${frontmatter}\n${imports.join('\n')}\n\n${body.slice(frontmatter.length)}`,
          map: null,
        };
      },
    },
    resolveId: {
      filter: { id: new RegExp(`^${JOY_VARIABLES_ID}$`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`(\\?demo-source|^\0${JOY_VARIABLES_ID})$`) },
      async handler(id) {
        if (id === `\0${JOY_VARIABLES_ID}`)
          return joyDemoVariablesModule(join(productsDir, '../..'));
        const { source, files } = await prepare(id.slice(0, -SOURCE_QUERY.length));
        for (const file of files) this.addWatchFile(file);
        return `export default ${JSON.stringify(source)};`;
      },
    },
  };
}
