// @vitest-environment node
import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import type { CompiledMdx } from './mdxCompiler';
import { mdxPlugin } from './mdxPlugin';

type Transform = (source: string, id: string) => Promise<CompiledMdx>;
type Hook = (this: unknown, ...args: unknown[]) => unknown;

const PAGE = `---
title: Alerts
---

# Show an alert

Some text with a [link](/joy-ui/alert).

\`\`\`tsx
const level: string = 'warning';
\`\`\`
`;

/** The plugin as Vite drives it: config, then buildStart, then transforms. */
async function started(command: 'build' | 'serve', workers?: number) {
  const plugin = mdxPlugin(workers);
  const call = (name: keyof Plugin, ...args: unknown[]) => (plugin[name] as Hook).call({}, ...args);
  call('configResolved', { command, build: { sourcemap: false } } as unknown as ResolvedConfig);
  await call('buildStart', {});
  const transform = (plugin.transform as { handler: Transform }).handler;
  return { transform, end: () => call('buildEnd') };
}

describe('mdxPlugin', () => {
  it('compiles a page with its frontmatter, heading ids and highlighted code', async () => {
    const { transform, end } = await started('build', 1);
    const { code } = await transform(PAGE, '/site/src/page.mdx');
    await end();
    expect(code).toContain('export const frontmatter');
    expect(code).toContain('"Alerts"');
    expect(code).toContain('id: "show-an-alert"');
    // One HTML string per block, its tokens classes coloured by the variables each scheme sets.
    expect(code).toContain('dangerouslySetInnerHTML');
    expect(code).toContain('class=\\"c-token-keyword\\"');
  });

  it('compiles the same code on worker threads as in process', async () => {
    const inProcess = await started('build', 1);
    const expected = await inProcess.transform(PAGE, '/site/src/page.mdx');
    const pooled = await started('build', 2);
    try {
      const results = await Promise.all(
        [1, 2, 3].map((n) => pooled.transform(PAGE.replace('Alerts', `Alerts ${n}`), '/p.mdx')),
      );
      expect(results[0]!.code.replace('Alerts 1', 'Alerts')).toBe(expected.code);
      expect(results[2]!.code).toContain('"Alerts 3"');
    } finally {
      await pooled.end();
    }
  }, 30_000);

  it('points at the place of a syntax error, in process and on a worker, and goes on', async () => {
    const broken = '# Title\n\nText <div>unclosed\n';
    for (const workers of [1, 2]) {
      const { transform, end } = await started('build', workers);
      try {
        const error = await transform(broken, '/site/src/broken.mdx').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(Error);
        expect(error).toMatchObject({
          id: '/site/src/broken.mdx',
          loc: { file: '/site/src/broken.mdx', line: 3 },
        });
        expect((error as Error).message).toMatch(/div/);
        // One bad page does not stop the compiler.
        await expect(transform('# Fine', '/site/src/fine.mdx')).resolves.toHaveProperty('code');
      } finally {
        await end();
      }
    }
  }, 30_000);

  it('writes source maps and development JSX for the dev server only', async () => {
    const dev = await started('serve');
    const built = await started('build', 1);
    const [served, bundled] = await Promise.all([
      dev.transform(PAGE, '/site/src/page.mdx?import'),
      built.transform(PAGE, '/site/src/page.mdx'),
    ]);
    expect(served.map?.sources).toEqual(['/site/src/page.mdx']);
    expect(served.code).toContain('jsxDEV');
    expect(bundled.map).toBeNull();
    expect(bundled.code).not.toContain('jsxDEV');
  });
});
