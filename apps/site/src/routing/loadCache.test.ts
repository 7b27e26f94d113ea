import { describe, expect, it, vi } from 'vitest';
import { markAppHydrated } from '../hydration/hydrationState';
import { createLoadCache } from './loadCache';

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

// In file order: the app is marked hydrated in the afterHydration test.
describe('createLoadCache', () => {
  it('loads once per key, on demand, then has the value at hand', async () => {
    const loader = vi.fn(async (key: string) => `value of ${key}`);
    const cache = createLoadCache(loader, { onFailure: 'stay-failed' });
    expect(cache.loaded('a')).toBeUndefined();
    expect(loader).not.toHaveBeenCalled();
    const first = cache.load('a');
    expect(cache.load('a')).toBe(first);
    await expect(first).resolves.toBe('value of a');
    expect(cache.loaded('a')).toBe('value of a');
    await cache.load('b');
    expect(loader.mock.calls).toEqual([['a'], ['b']]);
  });

  it('stay-failed: a failure stays, with the same rejected promise and no second fetch', async () => {
    const loader = vi.fn(() => Promise.reject(new Error('chunk gone')));
    const cache = createLoadCache(loader, { onFailure: 'stay-failed' });
    const failed = cache.load('a');
    await expect(failed).rejects.toThrow('chunk gone');
    expect(cache.load('a')).toBe(failed);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(cache.loaded('a')).toBeUndefined();
  });

  it('retry: a failure is forgotten, so the next load fetches again', async () => {
    let attempt = 0;
    const loader = vi.fn(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return 'tree';
    });
    const cache = createLoadCache(loader, { onFailure: 'retry' });
    await expect(cache.load('x')).rejects.toThrow('offline');
    await expect(cache.load('x')).resolves.toBe('tree');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(cache.loaded('x')).toBe('tree');
  });

  it('forgetFailure drops a failed load only: the next load fetches again', async () => {
    let attempt = 0;
    const loader = vi.fn(async (key: string) => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk gone');
      return `value of ${key}`;
    });
    const cache = createLoadCache(loader, { onFailure: 'stay-failed' });
    await expect(cache.load('a')).rejects.toThrow('chunk gone');
    cache.forgetFailure('a');
    await expect(cache.load('a')).resolves.toBe('value of a');
    // A loaded value and a load in flight are kept.
    cache.forgetFailure('a');
    expect(cache.loaded('a')).toBe('value of a');
    const inFlight = cache.load('b');
    cache.forgetFailure('b');
    expect(cache.load('b')).toBe(inFlight);
    await inFlight;
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('tells the progress bar while a load is in flight', async () => {
    let finish!: (value: string) => void;
    const cache = createLoadCache(() => new Promise<string>((done) => (finish = done)), {
      onFailure: 'stay-failed',
    });
    const seen: boolean[] = [];
    const unsubscribe = cache.subscribe(() => seen.push(cache.isLoading()));
    expect(cache.isLoading()).toBe(false);
    const loading = cache.load('a');
    expect(cache.isLoading()).toBe(true);
    finish('done');
    await loading;
    expect(cache.isLoading()).toBe(false);
    expect(seen).toEqual([true, false]);
    unsubscribe();
  });

  it('afterHydration fetches nothing until the app is hydrated, with one promise per key', async () => {
    const loader = vi.fn(async (key: string) => key.toUpperCase());
    const cache = createLoadCache(loader, { onFailure: 'stay-failed' });
    const waiting = cache.afterHydration('a');
    expect(cache.afterHydration('a')).toBe(waiting);
    await tick();
    expect(loader).not.toHaveBeenCalled();
    markAppHydrated();
    await expect(waiting).resolves.toBe('A');
    // Still the promise renders suspended on, and no second fetch.
    expect(cache.afterHydration('a')).toBe(waiting);
    await cache.load('a');
    // Asked first once hydrated, it loads at once.
    await expect(cache.afterHydration('b')).resolves.toBe('B');
    expect(cache.afterHydration('b')).toBe(cache.afterHydration('b'));
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
