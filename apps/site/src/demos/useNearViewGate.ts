import { type RefObject, startTransition, useEffect, useState } from 'react';
import {
  createNearViewGate,
  needsNearViewGate,
  type NearViewGate,
  observeNearView,
} from './nearViewGate';

export interface NearViewMount {
  /** What the preview's lazy demo waits for (./lazyDemo.tsx); null renders at once. */
  gate: NearViewGate | null;
  /**
   * Changes once a client-only demo is mounted afresh: the key of the preview's Suspense boundary,
   * so the prerendered boundary is dropped instead of hydrated.
   */
  boundaryKey: 'prerendered' | 'fresh';
  /**
   * A client-only demo still in its prerendered box, on the server and on the first page until it
   * is mounted afresh: the box is empty, so the demo frame says what is coming (./DemoMountNote.tsx).
   */
  awaitingMount: boolean;
}

/**
 * When a demo's preview may render its lazy demo: once `previewRef`'s element nears the viewport,
 * on the first page only (see needsNearViewGate). Decided once, on the first render, so hydration
 * and the server agree on what is rendered.
 *
 * A demo whose library renders nothing on the server (`mountAfresh`, its code's preload) is not
 * hydrated: hydrating MUI X's data grid re-renders it whole in one blocking task, as it learns it
 * is no longer on the server, where a fresh mount in a transition yields to the reader's input.
 * So its code loads first, then the boundary is swapped in one commit (same size, nothing shifts).
 */
export function useNearViewGate(
  previewRef: RefObject<Element | null>,
  lazy: boolean,
  mountAfresh?: () => Promise<unknown>,
): NearViewMount {
  const [gate] = useState(() => (needsNearViewGate(lazy) ? createNearViewGate() : null));
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    const preview = previewRef.current;
    if (!gate || gate.opened || fresh || !preview) return;
    let active = true;
    const onNear = mountAfresh
      ? // A failed load still swaps: the fresh boundary's error boundary then shows the failure.
        () =>
          void mountAfresh()
            .catch(() => {})
            .then(() => active && startTransition(() => setFresh(true)))
      : gate.open;
    const stop = observeNearView(preview, onNear);
    return () => {
      active = false;
      stop();
    };
  }, [gate, fresh, previewRef, mountAfresh]);
  if (fresh) return { gate: null, boundaryKey: 'fresh', awaitingMount: false };
  // The server renders what the first page hydrates; a page navigated to has no gate.
  const firstPage = gate !== null || typeof document === 'undefined';
  return { gate, boundaryKey: 'prerendered', awaitingMount: Boolean(mountAfresh) && firstPage };
}
