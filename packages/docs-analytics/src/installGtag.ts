/**
 * Loads gtag.js the way its vendor snippet does, without an inline script: defines `dataLayer`
 * and `gtag`, configures the property without automatic page views (the page view tracker sends
 * them), and appends the script once. The script is not loaded while Do Not Track is on or, with
 * a consent store, until the store allows analytics. The script URL and the id are configuration.
 */
import type { ConsentState, ConsentStore } from './createConsentStore.js';
import { isDoNotTrackEnabled } from './doNotTrack.js';
import { gtagOf, type GtagWindow } from './gtag.js';

export interface InstallGtagOptions {
  /** The analytics property id. Nothing happens without one. */
  measurementId: string;
  /** The URL of gtag.js from your analytics vendor; `?id=<measurementId>` is appended. */
  scriptSrc: string;
  /**
   * When given, the script waits until the store allows analytics, and gtag's consent mode
   * follows the store: analytics storage granted only while allowed; ad storage, ad user data
   * and ad personalisation always denied.
   */
  consent?: ConsentStore;
}

/** Marks the script element, so a second call does not add another. */
export const GTAG_SCRIPT_ATTRIBUTE = 'data-docs-analytics-gtag';

function consentFields(state: ConsentState) {
  return {
    analytics_storage: state.allowsAnalytics ? 'granted' : 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };
}

/** Returns a function that stops following the consent store; a no-op on the server. */
export function installGtag(options: InstallGtagOptions): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {};
  const { measurementId, scriptSrc, consent } = options;
  if (!measurementId || !scriptSrc) {
    console.warn('[docs-analytics] installGtag needs a measurementId and a scriptSrc.');
    return () => {};
  }
  const w = window as GtagWindow;
  const gtag = (w.gtag = gtagOf(w));

  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    gtag('js', new Date());
    gtag('config', measurementId, { send_page_view: false });
    if (document.querySelector(`script[${GTAG_SCRIPT_ATTRIBUTE}]`)) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = `${scriptSrc}?id=${encodeURIComponent(measurementId)}`;
    script.setAttribute(GTAG_SCRIPT_ATTRIBUTE, '');
    document.head.appendChild(script);
  };

  if (!consent) {
    if (!isDoNotTrackEnabled()) load();
    return () => {};
  }
  // Consent mode first, then the script only once the reader allows analytics.
  const initial = consent.getState();
  gtag('consent', 'default', consentFields(initial));
  if (initial.allowsAnalytics) load();
  const stop = consent.subscribe(() => {
    const state = consent.getState();
    gtag('consent', 'update', consentFields(state));
    if (state.allowsAnalytics) load();
  });
  return stop;
}
