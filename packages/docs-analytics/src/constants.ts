/** Every event name, attribute and storage key the package uses, so code, tests and docs agree. */

/** Ad events: `sendEvent('ad', { eventAction: 'display' | 'click' | 'crash', eventLabel })`. */
export const AD_EVENT_NAME = 'ad';
export const AD_EVENT_ACTIONS = {
  display: 'display',
  click: 'click',
  crash: 'crash',
} as const;
export type AdEventAction = (typeof AD_EVENT_ACTIONS)[keyof typeof AD_EVENT_ACTIONS];

/**
 * Code copy events: `sendEvent('copy', { eventAction: 'click' | 'keyboard', eventLabel })`.
 * `keyboard` marks copies made with the Ctrl/⌘+C shortcut, so they can be counted apart.
 */
export const COPY_EVENT_NAME = 'copy';
export const COPY_EVENT_ACTIONS = {
  click: 'click',
  keyboard: 'keyboard',
} as const;
export type CopyEventAction = (typeof COPY_EVENT_ACTIONS)[keyof typeof COPY_EVENT_ACTIONS];

/** Page views: one per route change. */
export const PAGE_VIEW_EVENT_NAME = 'page_view';

/** Attributes read by delegated click tracking. */
export const CLICK_ATTRIBUTES = {
  category: 'data-ga-event-category',
  action: 'data-ga-event-action',
  label: 'data-ga-event-label',
  /** The probability (0–1] of keeping the event; absent or 0 means always send. */
  split: 'data-ga-event-split',
} as const;

/**
 * Set on <html> by the consent prompt's pre-paint script (getConsentPromptScript) when the prompt
 * is needed; a prerendered prompt is shown by CSS only under it.
 */
export const CONSENT_ASK_ATTRIBUTE = 'data-docs-consent';
export const CONSENT_ASK_VALUE = 'ask';
/** On a ConsentPrompt rendered by the server or still hydrating (its `prerender` prop). */
export const CONSENT_PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** localStorage: the reader's analytics choice, `analytics` or `essential`. */
export const CONSENT_STORAGE_KEY = 'docs-cookie-consent';
/** sessionStorage: whether this session reports web vitals, `1` or `0`. */
export const WEB_VITALS_SAMPLE_KEY = 'docs-web-vitals-sampled';
/** Share of sessions that report web vitals when the site does not say. */
export const DEFAULT_WEB_VITALS_SAMPLE_RATE = 0.01;
/** Sent as `metric_label` with every web vital. */
export const WEB_VITALS_LABEL = 'Web Vitals';
