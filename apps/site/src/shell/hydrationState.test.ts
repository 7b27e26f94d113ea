import { describe, expect, it, vi } from 'vitest';
import {
  HYDRATED_ATTRIBUTE,
  HYDRATED_MARK,
  isAppHydrated,
  markAppHydrated,
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
