// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { JSDOM } from 'jsdom';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { demoPlugin } from './demoPlugin';
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
async function environment(command: 'build' | 'serve') {
  const plugin = demoPlugin(products);
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
});
