export { createAnalytics, gtagSender } from './createAnalytics';
export type {
  AnalyticsClient,
  CreateAnalyticsOptions,
  EventParams,
  Sender,
} from './createAnalytics';
