'use client';

import { useContext, useEffect } from 'react';
import { AnalyticsContext } from './AnalyticsContext.js';
import { trackClicks, type RandomSource } from './trackClicks.js';

/**
 * Tracks clicks on `data-ga-event-*` elements anywhere in the document through the provider's
 * client, while the calling component is mounted. Use it once, near the root.
 */
export function useClickTracking(random: RandomSource = Math.random): void {
  const { client } = useContext(AnalyticsContext);
  useEffect(() => trackClicks(document, client, random), [client, random]);
}
