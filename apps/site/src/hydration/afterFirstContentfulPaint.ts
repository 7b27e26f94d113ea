import { afterNextPaint } from './afterNextPaint';

/** A hidden tab paints nothing, a blank page has no contentful paint: after this long, go on. */
export const FIRST_PAINT_WAIT_LIMIT_MS = 500;

type PaintWindow = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & {
  PerformanceObserver?: typeof PerformanceObserver;
};

/**
 * Resolves once the page's first contentful paint is on screen. The browser reports it when the
 * frame is presented, which on a phone is tens of milliseconds after the main thread painted it:
 * work started right after the paint (afterNextPaint) still began before the reader saw anything,
 * and a request made then competes with that first frame, and counts against it in Lighthouse's
 * simulated load (the app's first chunk, requested before the observed paint, added ~0.3 s to its
 * mobile LCP). Without paint timing, it waits for the next paint instead.
 */
export function afterFirstContentfulPaint(win: PaintWindow = window): Promise<void> {
  return new Promise<void>((resolve) => {
    win.setTimeout(resolve, FIRST_PAINT_WAIT_LIMIT_MS);
    const Observer = win.PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('paint')) {
      void afterNextPaint(win).then(resolve);
      return;
    }
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
