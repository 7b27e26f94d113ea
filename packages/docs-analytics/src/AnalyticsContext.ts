'use client';

import { createContext } from 'react';
import type { AnalyticsClient } from './createAnalytics.js';
import type { ConsentStore } from './createConsentStore.js';

export interface AnalyticsContextValue {
  client: AnalyticsClient;
  consent: ConsentStore | null;
}

/** Used when there is no provider: analytics must never break a page. */
const noopClient: AnalyticsClient = { sendEvent() {}, isEnabled: () => false };

// Internal: shared by the provider and the hooks; not exported from the package.
export const AnalyticsContext = createContext<AnalyticsContextValue>({
  client: noopClient,
  consent: null,
});
