/**
 * The analytics client: no React, no module-scope globals. The default sender is the global
 * `gtag` function; before gtag loads, calls are queued into `dataLayer` the way gtag itself does.
 * Every event passes a privacy gate first: the consent store when there is one, otherwise Do Not
 * Track / Global Privacy Control.
 */
import { isDoNotTrackEnabled } from './doNotTrack.js';
import { gtagOf } from './gtag.js';

export type EventParams = Record<string, string | number | boolean | undefined>;
export type Sender = (name: string, params: EventParams) => void;

export interface AnalyticsClient {
  /** Sends one event unless consent or Do Not Track forbids it. Never throws. */
  sendEvent(name: string, params?: EventParams): void;
  /**
   * Whether events are sent right now. Optional, so any `{ sendEvent }` object is a client;
   * when absent, callers assume yes.
   */
  isEnabled?(): boolean;
}

export interface CreateAnalyticsOptions {
  /** Where events go. Defaults to `gtagSender`. */
  send?: Sender;
  /**
   * Decides whether anything may be sent, usually a store from `createConsentStore()` (which
   * also honours Do Not Track). Without it, events are sent unless Do Not Track is on.
   */
  consent?: { allowsAnalytics(): boolean };
}

/** Sends through `window.gtag`, or queues into `window.dataLayer`; a no-op on the server. */
export const gtagSender: Sender = (name, params) => {
  if (typeof window === 'undefined') return;
  gtagOf(window)('event', name, params);
};

export function createAnalytics(options: CreateAnalyticsOptions = {}): AnalyticsClient {
  const send = options.send ?? gtagSender;
  const { consent } = options;
  const isEnabled = () => {
    try {
      return consent ? consent.allowsAnalytics() : !isDoNotTrackEnabled();
    } catch (error) {
      console.error('[docs-analytics] the consent check failed; sending nothing', error);
      return false;
    }
  };
  return {
    isEnabled,
    sendEvent(name, params = {}) {
      if (typeof name !== 'string' || name === '' || !isEnabled()) return;
      try {
        send(name, params);
      } catch (error) {
        // Analytics must never break a page.
        console.error('[docs-analytics] the sender threw', error);
      }
    },
  };
}
