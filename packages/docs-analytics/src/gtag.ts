export type Gtag = (...args: unknown[]) => void;
export type GtagWindow = Window & { gtag?: Gtag; dataLayer?: unknown[] };

/**
 * The page's `gtag`, or one that queues into `window.dataLayer` for gtag.js to read when it
 * loads (it reads `arguments` objects there, not arrays).
 */
export function gtagOf(w: GtagWindow): Gtag {
  if (typeof w.gtag === 'function') return w.gtag;
  const dataLayer = (w.dataLayer = w.dataLayer || []);
  return function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
}
