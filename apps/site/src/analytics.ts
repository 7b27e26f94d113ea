import {
  createAnalytics,
  createConsentStore,
  getConsentPromptScript,
  installGtag,
  reportWebVitals,
  type AnalyticsClient,
  type ConsentStore,
} from '@docshell/docs-analytics';
import {
  ANALYTICS_CONSENT_REQUIRED,
  ANALYTICS_ID,
  GTAG_SCRIPT_URL,
  WEB_VITALS_SAMPLE_RATE,
} from './siteConfig';
import { whenAppHydrated } from './hydration/hydrationState';

export interface SiteAnalytics {
  client: AnalyticsClient;
  consent: ConsentStore;
}

/** The browser's analytics: called once from the client entry, never during prerender. */
export function createSiteAnalytics(): SiteAnalytics {
  const consent = createConsentStore({ required: ANALYTICS_CONSENT_REQUIRED });
  const client = createAnalytics({ consent });
  // Without a configured id, events still queue in dataLayer for a tag manager to pick up.
  if (ANALYTICS_ID && GTAG_SCRIPT_URL) {
    installGtag({ measurementId: ANALYTICS_ID, scriptSrc: GTAG_SCRIPT_URL, consent });
  }
  // A sampled session loads web-vitals once the page is interactive, not before (its observers
  // read the buffered entries, so nothing painted or shifted earlier is missed).
  whenAppHydrated(() => void reportWebVitals(client, { sampleRate: WEB_VITALS_SAMPLE_RATE }));
  return { client, consent };
}

/**
 * The consent prompt's pre-paint script for the prerendered pages' <body> (scripts/prerender.mjs),
 * or null when the site asks for no consent. Its CSP hash is in build/inlineScriptHashes.ts.
 */
export function consentPromptScript(): string | null {
  return ANALYTICS_CONSENT_REQUIRED ? getConsentPromptScript() : null;
}
