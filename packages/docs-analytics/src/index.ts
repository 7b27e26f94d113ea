export { createAnalytics, gtagSender } from './createAnalytics.js';
export type {
  AnalyticsClient,
  CreateAnalyticsOptions,
  EventParams,
  Sender,
} from './createAnalytics.js';
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
} from './constants.js';
export type { AdEventAction, CopyEventAction } from './constants.js';
export { clickEventAttributes, sendAdEvent, sendCopyEvent } from './events.js';
export type { ClickEventTag } from './events.js';
export { keepSplitEvent, trackClicks } from './trackClicks.js';
export type { RandomSource } from './trackClicks.js';
export { createPageViewTracker } from './createPageViewTracker.js';
export type { PageView, PageViewTracker } from './createPageViewTracker.js';
export { isSessionSampled, reportWebVitals, webVitalEvent } from './reportWebVitals.js';
export type { ReportWebVitalsOptions, WebVitalsApi } from './reportWebVitals.js';
export { isDoNotTrackEnabled } from './doNotTrack.js';
export { createConsentStore, parseConsent } from './createConsentStore.js';
export type {
  ConsentChoice,
  ConsentState,
  ConsentStore,
  CreateConsentStoreOptions,
} from './createConsentStore.js';
export { createStorageSlot } from './storageSlot.js';
export type { StorageArea, StorageSlot } from './storageSlot.js';
export { GTAG_SCRIPT_ATTRIBUTE, installGtag } from './installGtag.js';
export type { InstallGtagOptions } from './installGtag.js';
export { AnalyticsProvider, useAnalytics } from './AnalyticsProvider.js';
export type { AnalyticsProviderProps } from './AnalyticsProvider.js';
export { useAnalyticsConsent } from './useAnalyticsConsent.js';
export type { AnalyticsConsent } from './useAnalyticsConsent.js';
export { usePageView } from './usePageView.js';
export { useClickTracking } from './useClickTracking.js';
export { ConsentPrompt } from './ConsentPrompt.js';
export type { ConsentPromptLabels, ConsentPromptProps } from './ConsentPrompt.js';
