export { createAnalytics, gtagSender } from './createAnalytics.js';
export type {
  AnalyticsClient,
  CreateAnalyticsOptions,
  EventParams,
  Sender,
} from './createAnalytics.js';
// The event names a custom sender matches, the attributes that tag an element for click
// tracking, and those a prerendered consent prompt is shown by. Storage keys, the sample rate
// and the gtag script marker are in `./testing`.
export {
  AD_EVENT_ACTIONS,
  AD_EVENT_NAME,
  CLICK_ATTRIBUTES,
  CONSENT_ASK_ATTRIBUTE,
  CONSENT_ASK_VALUE,
  CONSENT_PRERENDERED_ATTRIBUTE,
  COPY_EVENT_ACTIONS,
  COPY_EVENT_NAME,
  PAGE_VIEW_EVENT_NAME,
} from './constants.js';
export type { AdEventAction, CopyEventAction } from './constants.js';
export { trackClicks } from './trackClicks.js';
export type { RandomSource } from './trackClicks.js';
export { createPageViewTracker } from './createPageViewTracker.js';
export type { PageView, PageViewTracker } from './createPageViewTracker.js';
export { reportWebVitals } from './reportWebVitals.js';
export type { ReportWebVitalsOptions, WebVitalsApi } from './reportWebVitals.js';
export { createConsentStore } from './createConsentStore.js';
export type {
  ConsentChoice,
  ConsentState,
  ConsentStore,
  CreateConsentStoreOptions,
} from './createConsentStore.js';
export { installGtag } from './installGtag.js';
export type { InstallGtagOptions } from './installGtag.js';
export { AnalyticsProvider, useAnalytics } from './AnalyticsProvider.js';
export type { AnalyticsProviderProps } from './AnalyticsProvider.js';
export { useAnalyticsConsent } from './useAnalyticsConsent.js';
export type { AnalyticsConsent } from './useAnalyticsConsent.js';
export { usePageView } from './usePageView.js';
export { useClickTracking } from './useClickTracking.js';
export { ConsentPrompt } from './ConsentPrompt.js';
export type { ConsentPromptLabels, ConsentPromptProps } from './ConsentPrompt.js';
export { getConsentPromptScript } from './consentPromptScript.js';
export type { ConsentPromptScriptOptions } from './consentPromptScript.js';
