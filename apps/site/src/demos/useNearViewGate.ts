import { type RefObject, useEffect, useState } from 'react';
import {
  createNearViewGate,
  needsNearViewGate,
  type NearViewGate,
  observeNearView,
} from './nearViewGate';

/**
 * The gate a demo's preview hands to its lazy demo (./lazyDemo.tsx), opened once `previewRef`'s
 * element nears the viewport; null when the demo need not wait (see needsNearViewGate). Decided
 * once, on the first render, so hydration and the server agree on what is rendered.
 */
export function useNearViewGate(
  previewRef: RefObject<Element | null>,
  lazy: boolean,
): NearViewGate | null {
  const [gate] = useState(() => (needsNearViewGate(lazy) ? createNearViewGate() : null));
  useEffect(() => {
    const preview = previewRef.current;
    if (!gate || gate.opened || !preview) return;
    return observeNearView(preview, gate.open);
  }, [gate, previewRef]);
  return gate;
}
