// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { JSDOM } from 'jsdom';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { demoPlugin, joyDemoVariablesModule } from './demoPlugin';
import * as demoSource from './demoSource';

vi.mock('./demoSource', { spy: true });

const products = mkdtempSync(join(tmpdir(), 'docshell-demos-'));
afterAll(() => rmSync(products, { recursive: true, force: true }));
const demos = join(products, 'joy-ui', 'demos');
mkdirSync(demos, { recursive: true });
writeFileSync(join(demos, 'Hello.tsx'), 'export default function Hello(): JSX.Element {}\n');
writeFileSync(join(demos, 'Hello.css.tsx'), "import './Hello.module.css';\n");
writeFileSync(join(demos, 'Hello.module.css'), '.hello { color: red; }\n');
writeFileSync(join(demos, 'Other.tsx'), 'export const n: number = 1;\n');

/** The text a reader sees (and copies) of highlighted HTML. */
const textOf = (html: string) => JSDOM.fragment(html).textContent;

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** One environment's instance of the plugin, configured and started as Vite would. */
async function environment(
  command: 'build' | 'serve',
  productsDir = products,
  selection: readonly string[] | null = null,
) {
  const plugin = demoPlugin(productsDir, selection);
  const watched: string[] = [];
  const context = { addWatchFile: (file: string) => watched.push(file) };
  const call = (name: keyof Plugin, ...args: unknown[]) =>
    ((plugin[name] as { handler?: Hook }).handler ?? (plugin[name] as Hook)).call(context, ...args);
  call('configResolved', { command } as ResolvedConfig);
  await call('buildStart', {});
  const load = async (file: string) => {
    const code = (await call('load', `${join(demos, file)}?demo-source`)) as string;
    return JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as {
      ts: string;
      js: string;
      styling: Record<string, { stylesheet?: { html: string } }>;
    };
  };
  return { load, watched };
}

describe('demoPlugin', () => {
  it('imports a demo’s source in TS and JS with its styling variants, and watches its files', async () => {
    const { load, watched } = await environment('serve');
    const source = await load('Hello.tsx');
    expect(source.ts).toContain('class="shiki');
    expect(textOf(source.js)).toBe('export default function Hello() {}');
    expect(textOf(source.styling.CSS!.stylesheet!.html)).toBe('.hello { color: red; }');
    expect(watched).toEqual([
      join(demos, 'Hello.tsx'),
      join(demos, 'Hello.css.tsx'),
      join(demos, 'Hello.module.css'),
    ]);
  });

  it('prepares every demo when a build starts, once for both environments', async () => {
    const prepare = vi.mocked(demoSource.prepareDemoSource);
    prepare.mockClear();
    const client = await environment('build');
    const ssr = await environment('build');
    // Both demos are prepared before anything imports them…
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect(prepare.mock.calls.map(([file]) => file).sort()).toEqual([
      join(demos, 'Hello.tsx'),
      join(demos, 'Other.tsx'),
    ]);
    // …and each environment's import takes that result.
    const [a, b] = await Promise.all([client.load('Hello.tsx'), ssr.load('Hello.tsx')]);
    expect(a).toEqual(b);
    expect(a.styling.CSS).toBeDefined();
    expect(ssr.watched).toContain(join(demos, 'Hello.module.css'));
    expect(prepare).toHaveBeenCalledTimes(2);
  }, 20_000);

  it('prepares only the demos of the products a build includes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docshell-selected-'));
    try {
      for (const [product, name] of [
        ['joy-ui', 'Left'],
        ['x', 'Kept'],
      ]) {
        mkdirSync(join(dir, product!, 'demos'), { recursive: true });
        writeFileSync(join(dir, product!, 'demos', `${name}.tsx`), 'export const n = 1;\n');
      }
      const prepare = vi.mocked(demoSource.prepareDemoSource);
      prepare.mockClear();
      await environment('build', dir, ['x']);
      // Demos are prepared in folder order: joy-ui's would have come first.
      await vi.waitFor(() => expect(prepare).toHaveBeenCalled(), { timeout: 10_000 });
      expect(prepare.mock.calls.map(([file]) => file)).toEqual([
        join(dir, 'x', 'demos', 'Kept.tsx'),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});

describe('demoPlugin pages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docshell-demo-pages-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const folder = join(dir, 'x', 'demos');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, 'MaterialOne.tsx'),
    "import Button from '@mui/material/Button';\nexport default function MaterialOne() { return <Button />; }\n",
  );
  writeFileSync(
    join(folder, 'JoyOne.tsx'),
    "import Button from '@mui/joy/Button';\nexport default function JoyOne() { return <Button />; }\n",
  );
  writeFileSync(
    join(folder, 'ProOne.tsx'),
    "import { DataGridPro } from '@mui/x-data-grid-pro';\nexport default function ProOne() { return <DataGridPro rows={[]} columns={[]} />; }\n",
  );
  const page = [
    '---',
    'title: T',
    '---',
    '',
    '<Demo name="MaterialOne" />',
    '',
    '<Demo name="JoyOne" />',
    '',
    '<Demo name="ProOne" />',
  ].join('\n');

  /** One demo's entry in the page's `demos` export. */
  const entryOf = (code: string, name: string) =>
    code.match(new RegExp(`${name}: \\{[^\\n]*?\\}(?=, \\w+: \\{| \\};)`))![0];

  function transform(): string {
    const plugin = demoPlugin(dir);
    const hook = plugin.transform as { handler: Hook };
    return (
      hook.handler.call({ error: (m: string) => expect.fail(m) }, page, '/p.mdx') as {
        code: string;
      }
    ).code;
  }

  it('keeps Material UI demos in the page and loads other libraries’ demos apart from it', () => {
    const code = transform();
    expect(code.startsWith('---\ntitle: T\n---\n')).toBe(true);
    expect(code).toContain(
      `import __Demo0 from ${JSON.stringify(join(folder, 'MaterialOne.tsx'))};`,
    );
    expect(code).toMatch(
      /JoyOne: \{ component: __lazyDemo\(\(\) => import\("[^"]+JoyOne\.tsx"\)\)/,
    );
    expect(code).not.toMatch(/import __Demo\d from "[^"]+(JoyOne|ProOne)\.tsx"/);
    // Each tag renders the frame with its entry.
    expect(code).toContain('<__DemoFrame name="JoyOne" {...demos.JoyOne} />');
  });

  it('gives Joy UI demos Joy’s theme and CSS variables, and no other demo', () => {
    const code = transform();
    const entry = (name: string) => entryOf(code, name);
    expect(entry('JoyOne')).toContain('globalStyles: __joyVariables');
    expect(entry('JoyOne')).toMatch(
      /wrapper: __lazyDemo\(\(\) => import\("[^"]+JoyDemoTheme\.tsx"\)\)/,
    );
    expect(entry('MaterialOne')).not.toContain('wrapper');
    expect(entry('ProOne')).not.toContain('globalStyles');
    expect(code).toContain("import __joyVariables from 'virtual:joy-demo-variables';");
  });

  it('loads a Pro or Premium demo only after the licence key is applied', () => {
    const entry = transform().match(/ProOne: \{ component: (__lazyDemo\(.*?\)), source/)![1]!;
    // The demo's module and the licence step load side by side; the demo resolves only once
    // applyMuiXLicense has run, so no grid renders before the key is set.
    expect(entry).toMatch(
      /Promise\.all\(\[import\("[^"]+ProOne\.tsx"\), import\("[^"]+muiXLicense\.ts"\)\.then\(\(m\) => m\.applyMuiXLicense\(\)\)\]\)\.then\(\(\[demo\]\) => demo\)/,
    );
    expect(entryOf(transform(), 'JoyOne')).not.toContain('muiXLicense');
  });

  it('marks data grid demos as client-only, as the grid renders nothing on the server', () => {
    const code = transform();
    expect(entryOf(code, 'ProOne')).toMatch(
      /\.then\(\(\[demo\]\) => demo\), \{ clientOnly: true \}\)/,
    );
    expect(entryOf(code, 'JoyOne')).not.toContain('clientOnly');
  });

  it('makes Joy’s CSS variables for both colour schemes from the installed Joy', () => {
    const module = joyDemoVariablesModule(join(__dirname, '..'));
    expect(module).toContain("import { COLOR_SCHEME_ATTRIBUTE } from '@docshell/docs-theme';");
    const [light, dark] = [...module.matchAll(/\{"--joy-[^}]*\}/g)].map(
      (m) => JSON.parse(m[0]) as Record<string, string>,
    );
    expect(light!['--joy-palette-background-body']).toBeDefined();
    expect(dark!['--joy-palette-background-body']).toBeDefined();
    expect(dark!['--joy-palette-background-body']).not.toBe(
      light!['--joy-palette-background-body'],
    );
  });
});
