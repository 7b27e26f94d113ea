import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, FIRST_PAINT_WAIT_LIMIT_MS } from './afterFirstContentfulPaint';
import { fakeFrames } from './testing/fakeFrames';

type Entries = { getEntriesByName(name: string): unknown[] };

/** A window whose paint entries the test reports, as the browser does once a frame is shown. */
function fakeWindow({ paintTiming = true } = {}) {
  const observers: { callback: (list: Entries) => void; disconnected: boolean }[] = [];
  const frames = fakeFrames();
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    private readonly record;
    constructor(callback: (list: Entries) => void) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const win = {
    ...frames.win,
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
  };
  const report = (...names: string[]) => {
    for (const { callback, disconnected } of observers) {
      if (!disconnected) callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
    }
  };
  return { win, report, observers, paint: frames.paint };
}

describe('afterFirstContentfulPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first contentful paint, not any paint, then stops observing', async () => {
    const { win, report, observers, paint } = fakeWindow();
    let done = false;
    void afterFirstContentfulPaint(win).then(() => (done = true));
    paint();
    report('first-paint');
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    report('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('goes on after a while when no contentful paint comes (a hidden tab)', async () => {
    const { win } = fakeWindow();
    let done = false;
    void afterFirstContentfulPaint(win).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_LIMIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('waits for the next paint where the browser has no paint timing', async () => {
    const { win, paint, observers } = fakeWindow({ paintTiming: false });
    let done = false;
    void afterFirstContentfulPaint(win).then(() => (done = true));
    expect(observers).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
