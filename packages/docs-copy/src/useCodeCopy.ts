'use client';

import { useAnalytics } from '@docshell/docs-analytics';
import { useEffect, type DependencyList, type RefObject } from 'react';
import { attachCodeCopy, type AttachCodeCopyOptions } from './attachCodeCopy.js';

export type UseCodeCopyOptions = Omit<AttachCodeCopyOptions, 'analytics'>;

/**
 * Attaches the code-copy shortcut to the blocks under `rootRef` and re-attaches whenever `deps`
 * change (pass the route's pathname in an SPA), so the old page's listeners are always removed.
 * Keyboard copies of blocks without a button are reported through docs-analytics.
 */
export function useCodeCopy(
  rootRef: RefObject<HTMLElement | null>,
  deps: DependencyList = [],
  options: UseCodeCopyOptions = {},
): void {
  const analytics = useAnalytics();
  // Plain values, so an inline options object does not re-attach on every render.
  const { blockSelector, buttonSelector, isMac } = options;

  useEffect(
    () => {
      const root = rootRef.current;
      if (!root) return undefined;
      return attachCodeCopy(root, { blockSelector, buttonSelector, isMac, analytics });
    },
    // The caller's deps decide when to re-attach (the route); their contents are not known here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rootRef, analytics, blockSelector, buttonSelector, isMac, ...deps],
  );
}
