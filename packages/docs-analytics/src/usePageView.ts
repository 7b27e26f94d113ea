'use client';

import { useContext, useEffect, useMemo } from 'react';
import { AnalyticsContext } from './AnalyticsContext.js';
import { createPageViewTracker, type PageView } from './createPageViewTracker.js';
import { useAnalyticsConsent } from './useAnalyticsConsent.js';

/**
 * Sends a page view after each render with a new location (after hydration, never on the
 * server). A page the reader viewed before allowing analytics is sent once they allow it.
 */
export function usePageView({ location, title, productId, productCategoryId }: PageView): void {
  const { client } = useContext(AnalyticsContext);
  const { allowsAnalytics } = useAnalyticsConsent();
  const tracker = useMemo(() => createPageViewTracker(client), [client]);
  useEffect(() => {
    tracker.track({ location, title, productId, productCategoryId });
  }, [tracker, location, title, productId, productCategoryId, allowsAnalytics]);
}
