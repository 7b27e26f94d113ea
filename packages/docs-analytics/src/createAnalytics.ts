/**
 * The analytics client: no React, no module-scope globals. The default sender is the global
 * `gtag` function; before gtag loads, calls are queued into `dataLayer` the way gtag itself does.
 */

export type EventParams = Record<string, string | number | boolean | undefined>;
export type Sender = (name: string, params: EventParams) => void;

export interface AnalyticsClient {
  sendEvent(name: string, params?: EventParams): void;
}

export interface CreateAnalyticsOptions {
  /** Where events go. Defaults to `gtagSender`. */
  send?: Sender;
}

type GtagWindow = Window & { gtag?: (...args: unknown[]) => void; dataLayer?: unknown[] };

/** Sends through `window.gtag`, or queues into `window.dataLayer`; a no-op on the server. */
export const gtagSender: Sender = (name, params) => {
  if (typeof window === 'undefined') return;
  const w = window as GtagWindow;
  if (typeof w.gtag === 'function') {
    w.gtag('event', name, params);
    return;
  }
  // gtag.js reads `arguments` objects from dataLayer, so queue one, not an array.
  const dataLayer = (w.dataLayer = w.dataLayer || []);
  (function queue(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  })('event', name, params);
};

export function createAnalytics(options: CreateAnalyticsOptions = {}): AnalyticsClient {
  const send = options.send ?? gtagSender;
  return {
    sendEvent(name, params = {}) {
      try {
        send(name, params);
      } catch (error) {
        // Analytics must never break a page.
        console.error('[docs-analytics] the sender threw', error);
      }
    },
  };
}
