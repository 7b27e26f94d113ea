import { createContext, useContext, type ReactNode } from 'react';
import type { AnalyticsClient } from './createAnalytics';

/** Used when there is no provider: analytics must never break a page. */
const noopClient: AnalyticsClient = { sendEvent() {} };

const AnalyticsContext = createContext<AnalyticsClient>(noopClient);

export interface AnalyticsProviderProps {
  client: AnalyticsClient;
  children?: ReactNode;
}

export function AnalyticsProvider({ client, children }: AnalyticsProviderProps) {
  return <AnalyticsContext.Provider value={client}>{children}</AnalyticsContext.Provider>;
}

/** The analytics client from AnalyticsProvider, or a client that sends nothing without one. */
export function useAnalytics(): AnalyticsClient {
  return useContext(AnalyticsContext);
}
