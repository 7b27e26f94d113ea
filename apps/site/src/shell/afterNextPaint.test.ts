import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, PAINT_WAIT_LIMIT_MS } from './afterNextPaint';

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function fakeWindow() {
    const frames: FrameRequestCallback[] = [];
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
    } as unknown as Pick<Window, 'requestAnimationFrame' | 'setTimeout'>;
    return { win, paint: () => frames.splice(0).forEach((frame) => frame(0)) };
  }

  it('resolves in the task after the next frame, not before it', async () => {
    const { win, paint } = fakeWindow();
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
    const { win } = fakeWindow();
    let done = false;
    void afterNextPaint(win).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
