'use client';

import { useContext, useMemo, type ReactNode } from 'react';
import { AnalyticsContext, type AnalyticsContextValue } from './AnalyticsContext.js';
import type { AnalyticsClient } from './createAnalytics.js';
import type { ConsentStore } from './createConsentStore.js';

export interface AnalyticsProviderProps {
  client: AnalyticsClient;
  /**
   * The consent store the client was created with, so `useAnalyticsConsent()` and
   * `ConsentPrompt` can read and change the reader's choice.
   */
  consent?: ConsentStore;
  children?: ReactNode;
}

export function AnalyticsProvider({ client, consent, children }: AnalyticsProviderProps) {
  const value = useMemo<AnalyticsContextValue>(
    () => ({ client, consent: consent ?? null }),
    [client, consent],
  );
  return <AnalyticsContext.Provider value={value}>{children}</AnalyticsContext.Provider>;
}

/** The analytics client from AnalyticsProvider, or a client that sends nothing without one. */
export function useAnalytics(): AnalyticsClient {
  return useContext(AnalyticsContext).client;
}
