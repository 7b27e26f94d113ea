'use client';

import { useAnalytics } from '@docshell/docs-analytics';
import { useEffect } from 'react';
import { AD_EVENT_ACTIONS, AD_EVENT_NAME, DISPLAY_EVENT_DELAY_MS } from './constants.js';
import type { RandomSource } from './random.js';

/**
 * Reports that `label` was on screen for DISPLAY_EVENT_DELAY_MS, for a `displayRatio` sample of
 * views. A new label starts over; unmounting first sends nothing.
 */
export function useDisplayEvent(
  label: string | null,
  displayRatio: number,
  random: RandomSource,
): void {
  const analytics = useAnalytics();
  useEffect(() => {
    if (label === null || displayRatio <= 0 || random() > displayRatio) return undefined;
    const timer = setTimeout(() => {
      analytics.sendEvent(AD_EVENT_NAME, {
        eventAction: AD_EVENT_ACTIONS.display,
        eventLabel: label,
      });
    }, DISPLAY_EVENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [label, displayRatio, random, analytics]);
}
