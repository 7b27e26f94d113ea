import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './createThrottle.js';

describe('createThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then once more at the end of the wait for calls made during it', () => {
    const fn = vi.fn();
    const throttled = createThrottle(fn, 166);
    throttled.run();
    expect(fn).toHaveBeenCalledTimes(1);
    throttled.run();
    throttled.run();
    vi.advanceTimersByTime(165);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs at once again after a quiet period', () => {
    const fn = vi.fn();
    const throttled = createThrottle(fn, 166);
    throttled.run();
    vi.advanceTimersByTime(500);
    throttled.run();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops the trailing run when cancelled', () => {
    const fn = vi.fn();
    const throttled = createThrottle(fn, 166);
    throttled.run();
    throttled.run();
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
