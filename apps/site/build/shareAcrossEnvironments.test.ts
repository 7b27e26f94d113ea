// @vitest-environment node
import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { shareAcrossEnvironments } from './shareAcrossEnvironments';

type Transform = (code: string, id: string) => Promise<unknown>;

function environmentOf(plugin: Plugin, command: 'build' | 'serve') {
  const shared = shareAcrossEnvironments(plugin);
  (shared.configResolved as (config: ResolvedConfig) => void)({ command } as ResolvedConfig);
  return shared;
}

function transformOf(plugin: Plugin): Transform {
  const hook = plugin.transform as { handler: Transform } | Transform;
  return typeof hook === 'function' ? hook : hook.handler;
}

describe('shareAcrossEnvironments', () => {
  it('runs a transform once for the same id and code across the environments of a build', async () => {
    const handler = vi.fn(async (code: string) => ({ code: `compiled ${code}` }));
    const name = `test-${Math.random()}`;
    const client = environmentOf({ name, transform: handler }, 'build');
    const ssr = environmentOf({ name, transform: handler }, 'build');
    const [a, b] = await Promise.all([
      transformOf(client)('# Hi', '/page.mdx'),
      transformOf(ssr)('# Hi', '/page.mdx'),
    ]);
    expect(a).toEqual({ code: 'compiled # Hi' });
    expect(b).toBe(a);
    expect(handler).toHaveBeenCalledTimes(1);
    await transformOf(ssr)('# Changed', '/page.mdx');
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("keeps an object hook's filter", async () => {
    const handler = vi.fn(async (code: string) => code);
    const name = `test-${Math.random()}`;
    const plugin = environmentOf(
      { name, transform: { filter: { id: /\.mdx$/ }, handler } },
      'build',
    );
    expect((plugin.transform as { filter: unknown }).filter).toEqual({ id: /\.mdx$/ });
    await transformOf(plugin)('a', '/x.mdx');
    await transformOf(plugin)('a', '/x.mdx');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('shares nothing in the dev server, where files change under one process', async () => {
    const handler = vi.fn(async (code: string) => code);
    const dev = environmentOf({ name: `test-${Math.random()}`, transform: handler }, 'serve');
    await transformOf(dev)('a', '/x.mdx');
    await transformOf(dev)('a', '/x.mdx');
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('does not remember a failure', async () => {
    const handler = vi
      .fn<(code: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue('ok');
    const plugin = environmentOf({ name: `test-${Math.random()}`, transform: handler }, 'build');
    await expect(transformOf(plugin)('a', '/x.mdx')).rejects.toThrow('boom');
    await expect(transformOf(plugin)('a', '/x.mdx')).resolves.toBe('ok');
  });
});
