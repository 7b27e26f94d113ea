import { describe, expect, it, vi } from 'vitest';
import { createPagefindLoader } from './pagefindLoader';

function fakeModule() {
  return {
    options: vi.fn(async () => undefined),
    init: vi.fn(async () => undefined),
    preload: vi.fn(async () => undefined),
    search: vi.fn(async () => null),
  };
}

describe('createPagefindLoader', () => {
  it('imports the script once, sets its options and starts it', async () => {
    const module = fakeModule();
    const importModule = vi.fn(async () => module);
    const load = createPagefindLoader(importModule);
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(module);
    expect(b).toBe(module);
    await load();
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(module.options).toHaveBeenCalledWith(
      expect.objectContaining({ basePath: '/pagefind/', excerptLength: expect.any(Number) }),
    );
    expect(module.init).toHaveBeenCalledTimes(1);
  });

  it('retries on the next call after a failed import', async () => {
    const module = fakeModule();
    const importModule = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(module);
    const load = createPagefindLoader(importModule);
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBe(module);
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('rejects a script that is not the Pagefind API', async () => {
    const load = createPagefindLoader(async () => ({ default: 'index.html' }));
    await expect(load()).rejects.toThrow('[site] /pagefind/pagefind.js is not Pagefind');
  });
});
