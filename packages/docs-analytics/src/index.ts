export { createAnalytics, gtagSender } from './createAnalytics';
export type {
  AnalyticsClient,
  CreateAnalyticsOptions,
  EventParams,
  Sender,
} from './createAnalytics';
export { AnalyticsProvider, useAnalytics } from './AnalyticsProvider';
export type { AnalyticsProviderProps } from './AnalyticsProvider';
