// `@docshell/docs-analytics/testing`: for a site's own tests, not for its pages. The storage keys
// the consent and web-vitals sampling choices live under (to seed or clear them), the default
// sample rate and metric label, and the attribute marking the gtag script `installGtag` appends.
export {
  CONSENT_STORAGE_KEY,
  DEFAULT_WEB_VITALS_SAMPLE_RATE,
  WEB_VITALS_LABEL,
  WEB_VITALS_SAMPLE_KEY,
} from './constants.js';
export { GTAG_SCRIPT_ATTRIBUTE } from './installGtag.js';
