import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, PAINT_WAIT_LIMIT_MS } from './afterNextPaint';
import { fakeFrames } from './testing/fakeFrames';

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves in the task after the next frame, not before it', async () => {
    const { win, paint } = fakeFrames();
    let done = false;
    void afterNextPaint(win).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    paint();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('resolves anyway when no frame comes (a hidden tab)', async () => {
    const { win } = fakeFrames();
    let done = false;
    void afterNextPaint(win).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
