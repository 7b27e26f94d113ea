import { useContext, useMemo, type ReactNode } from 'react';
import { AnalyticsContext, type AnalyticsContextValue } from './AnalyticsContext';
import type { AnalyticsClient } from './createAnalytics';
import type { ConsentStore } from './createConsentStore';

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
