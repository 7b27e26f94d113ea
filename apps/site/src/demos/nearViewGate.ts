import { createContext } from 'react';
import { isPageHydrated } from '../hydration/hydrationState';

/**
 * How far beyond the viewport a prerendered demo starts hydrating: half a screen ahead, so a
 * reader scrolling at reading speed finds it working when it arrives.
 */
export const NEAR_VIEW_MARGIN = '50% 0px';

/** Opens once: the demo under it may hydrate. */
export interface NearViewGate {
  readonly opened: boolean;
  /** Settles when the gate opens; a demo waits for it with `use()`. */
  readonly promise: Promise<void>;
  open(): void;
}

/**
 * Whether a demo waits for the near-view gate: only one whose library loads apart (`lazy`), and
 * only while the prerendered page hydrates in a browser. On the server, and on a page navigated
 * to (no server HTML to keep in its place), it renders at once.
 */
export function needsNearViewGate(lazy: boolean): boolean {
  return lazy && typeof document !== 'undefined' && !isPageHydrated();
}

export function createNearViewGate(): NearViewGate {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  const gate = {
    opened: false,
    promise,
    open() {
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

/**
 * Calls `onNear` once, when `element` comes within NEAR_VIEW_MARGIN of the viewport (at once where
 * the browser cannot tell); returns the cleanup.
 */
export function observeNearView(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_VIEW_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * The gate a lazy demo (./lazyDemo.tsx) waits for before it renders; null renders at once. Only
 * the first page's hydration sets one: a page navigated to renders its demos whole, as there is
 * no prerendered HTML to keep in their place.
 */
export const NearViewGateContext = createContext<NearViewGate | null>(null);
