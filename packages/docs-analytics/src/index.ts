export { createAnalytics, gtagSender } from './createAnalytics';
export type {
  AnalyticsClient,
  CreateAnalyticsOptions,
  EventParams,
  Sender,
} from './createAnalytics';
export {
  AD_EVENT_ACTIONS,
  AD_EVENT_NAME,
  CLICK_ATTRIBUTES,
  CLICK_CATEGORIES,
  CONSENT_STORAGE_KEY,
  COPY_EVENT_ACTIONS,
  COPY_EVENT_NAME,
  DEFAULT_WEB_VITALS_SAMPLE_RATE,
  PAGE_VIEW_EVENT_NAME,
  WEB_VITALS_LABEL,
  WEB_VITALS_SAMPLE_KEY,
} from './constants';
export type { AdEventAction, CopyEventAction } from './constants';
export { clickEventAttributes, sendAdEvent, sendCopyEvent } from './events';
export type { ClickEventTag } from './events';
export { keepSplitEvent, trackClicks } from './trackClicks';
export type { RandomSource } from './trackClicks';
export { createPageViewTracker } from './createPageViewTracker';
export type { PageView, PageViewTracker } from './createPageViewTracker';
export { isSessionSampled, reportWebVitals, webVitalEvent } from './reportWebVitals';
export type { ReportWebVitalsOptions, WebVitalsApi } from './reportWebVitals';
export { isDoNotTrackEnabled } from './doNotTrack';
export { createConsentStore, parseConsent } from './createConsentStore';
export type {
  ConsentChoice,
  ConsentState,
  ConsentStore,
  CreateConsentStoreOptions,
} from './createConsentStore';
export { createStorageSlot } from './storageSlot';
export type { StorageArea, StorageSlot } from './storageSlot';
export { GTAG_SCRIPT_ATTRIBUTE, installGtag } from './installGtag';
export type { InstallGtagOptions } from './installGtag';
export { AnalyticsProvider, useAnalytics } from './AnalyticsProvider';
export type { AnalyticsProviderProps } from './AnalyticsProvider';
export { useAnalyticsConsent } from './useAnalyticsConsent';
export type { AnalyticsConsent } from './useAnalyticsConsent';
export { usePageView } from './usePageView';
export { useClickTracking } from './useClickTracking';
export { ConsentPrompt } from './ConsentPrompt';
export type { ConsentPromptLabels, ConsentPromptProps } from './ConsentPrompt';
