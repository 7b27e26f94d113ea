import { describe, expect, it, vi } from 'vitest';
import { deferredModule } from './deferredModule';
import { markAppHydrated } from './hydrationState';

// In file order: the app is marked hydrated in the second test.
describe('deferredModule', () => {
  it('loads once, on demand, and then has the value at hand', async () => {
    const importer = vi.fn(() => Promise.resolve('page'));
    const module = deferredModule(importer);
    expect(module.loaded()).toBeUndefined();
    expect(importer).not.toHaveBeenCalled();
    await expect(module.load()).resolves.toBe('page');
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.loaded()).toBe('page');
  });

  it('afterHydration() fetches nothing until the app is hydrated, then loads, once', async () => {
    const importer = vi.fn(() => Promise.resolve('page'));
    const module = deferredModule(importer);
    const waiting = module.afterHydration();
    // The same promise every time: `use()` in a re-render must get the one it suspended on.
    expect(module.afterHydration()).toBe(waiting);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(importer).not.toHaveBeenCalled();
    markAppHydrated();
    await expect(waiting).resolves.toBe('page');
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a failed load stays failed, without fetching again', async () => {
    const importer = vi.fn(() => Promise.reject(new Error('chunk gone')));
    const module = deferredModule(importer);
    await expect(module.afterHydration()).rejects.toThrow('chunk gone');
    await expect(module.load()).rejects.toThrow('chunk gone');
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.loaded()).toBeUndefined();
  });
});
