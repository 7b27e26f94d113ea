import { describe, expect, it, vi } from 'vitest';
import {
  afterAppHydrated,
  HYDRATED_ATTRIBUTE,
  HYDRATED_MARK,
  isAppHydrated,
  isPageHydrated,
  markAppHydrated,
  markPageHydrated,
  PAGE_HYDRATED_ATTRIBUTE,
  whenAppHydrated,
} from './hydrationState';

describe('markAppHydrated', () => {
  it('flips the flag, sets one User Timing mark and the attribute, and runs what waited, once', () => {
    expect(isAppHydrated()).toBe(false);
    const waited = vi.fn();
    whenAppHydrated(waited);
    expect(waited).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(HYDRATED_MARK)).toHaveLength(0);
    markAppHydrated();
    markAppHydrated();
    expect(isAppHydrated()).toBe(true);
    expect(performance.getEntriesByName(HYDRATED_MARK)).toHaveLength(1);
    expect(document.documentElement.getAttribute(HYDRATED_ATTRIBUTE)).toBe('true');
    expect(waited).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    whenAppHydrated(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});

describe('afterAppHydrated', () => {
  it('runs the load at once once the app is hydrated, and hands back its result', async () => {
    const load = vi.fn(() => Promise.resolve(42));
    await expect(afterAppHydrated(load)).resolves.toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('markPageHydrated', () => {
  it('is apart from the app: flips its own flag and attribute, once', () => {
    expect(isPageHydrated()).toBe(false);
    expect(document.documentElement.hasAttribute(PAGE_HYDRATED_ATTRIBUTE)).toBe(false);
    markPageHydrated();
    markPageHydrated();
    expect(isPageHydrated()).toBe(true);
    expect(document.documentElement.getAttribute(PAGE_HYDRATED_ATTRIBUTE)).toBe('true');
  });
});
