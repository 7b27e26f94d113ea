/**
 * Service-worker registration and the update flow, as plain TypeScript with its browser pieces
 * passed in (so the flow is tested without a browser):
 * - register only on the configured production origin, never on a preview or localhost host;
 * - a new worker that is waiting is told to skip waiting;
 * - once it has activated, the page reloads one time, and only while the reader is looking at
 *   it (visible and focused), checked every 100 ms: never mid-read in a background tab, and no
 *   reload loop when DevTools' "update on reload" installs a worker on every load.
 */
import { isProductionOrigin } from './productionOrigin';

export const SERVICE_WORKER_URL = '/sw.js';
/** The message public/sw.js answers with `self.skipWaiting()`. */
export const SKIP_WAITING_MESSAGE = 'skipWaiting';
/** How often the pending reload checks whether the page has focus. */
export const RELOAD_CHECK_MS = 100;
/** Lists what the page loaded before the worker controlled it, for public/sw.js to cache. */
export const CACHE_URLS_MESSAGE = 'cache-urls';

/**
 * The same-origin files among `entries` that no service worker served (`workerStart` is 0): those
 * loaded before a worker controlled the page, which the worker must be told to cache.
 */
export function filesNoWorkerServed(
  entries: readonly Pick<PerformanceResourceTiming, 'name' | 'workerStart'>[],
  origin: string,
): string[] {
  return entries
    .filter((entry) => entry.workerStart === 0 && entry.name.startsWith(`${origin}/`))
    .map((entry) => entry.name);
}

/** The parts of the browser the flow uses; `browserServiceWorkerEnv()` gives the real ones. */
export interface ServiceWorkerEnv {
  origin: string;
  /** The page's URL, handed to the worker to cache. */
  pageUrl: string;
  /**
   * Calls `found` with the same-origin files the page loaded without going through a worker:
   * first those loaded so far, then new ones as they finish.
   */
  watchUnseenFiles: (found: (urls: string[]) => void) => void;
  container: ServiceWorkerContainer | undefined;
  /** Whether the reader is looking at the page now. */
  isPageActive: () => boolean;
  reload: () => void;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (timer: unknown) => void;
}

function browserServiceWorkerEnv(): ServiceWorkerEnv {
  return {
    origin: window.location.origin,
    pageUrl: window.location.href,
    watchUnseenFiles: (found) => {
      // An observer, not a one-off list: a file requested before the worker took control can
      // finish after it did.
      const report = (entries: PerformanceEntryList) => {
        const urls = filesNoWorkerServed(
          entries as PerformanceResourceTiming[],
          window.location.origin,
        );
        if (urls.length > 0) found(urls);
      };
      if (typeof PerformanceObserver === 'undefined') {
        report(performance.getEntriesByType('resource'));
        return;
      }
      new PerformanceObserver((list) => report(list.getEntries())).observe({
        type: 'resource',
        buffered: true,
      });
    },
    container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    isPageActive: () => document.visibilityState === 'visible' && document.hasFocus(),
    reload: () => window.location.reload(),
    setInterval: (run, ms) => window.setInterval(run, ms),
    clearInterval: (timer) => window.clearInterval(timer as number),
  };
}

/** Starts checking every RELOAD_CHECK_MS; reloads once the page is active. Returns a cancel. */
export function reloadWhenActive(env: ServiceWorkerEnv): () => void {
  const timer = env.setInterval(() => {
    if (!env.isPageActive()) return;
    env.clearInterval(timer);
    env.reload();
  }, RELOAD_CHECK_MS);
  return () => env.clearInterval(timer);
}

/**
 * Follows the update flow of one registration. Only pages that a worker already controls take
 * part: on a first visit the new worker simply starts caching and nothing reloads.
 */
export function followServiceWorkerUpdates(
  registration: ServiceWorkerRegistration,
  env: ServiceWorkerEnv,
): void {
  if (!env.container?.controller) return;
  let reloadScheduled = false;

  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const onState = () => {
      if (worker.state === 'installed' && registration.waiting === worker) {
        worker.postMessage(SKIP_WAITING_MESSAGE);
      } else if (worker.state === 'activated' && !reloadScheduled) {
        reloadScheduled = true;
        worker.removeEventListener('statechange', onState);
        reloadWhenActive(env);
      }
    };
    worker.addEventListener('statechange', onState);
  };

  if (registration.waiting) {
    watch(registration.waiting);
    registration.waiting.postMessage(SKIP_WAITING_MESSAGE);
    return;
  }
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}

export interface RegisterServiceWorkerOptions {
  productionOrigin: string | undefined;
  scriptUrl?: string;
  env?: ServiceWorkerEnv;
}

/**
 * Registers the worker when the page is on the production origin; resolves to the registration,
 * or undefined when it did not register (another host, no support, or a failed registration,
 * which only warns: the site works without it).
 */
export async function registerServiceWorker({
  productionOrigin,
  scriptUrl = SERVICE_WORKER_URL,
  env = browserServiceWorkerEnv(),
}: RegisterServiceWorkerOptions): Promise<ServiceWorkerRegistration | undefined> {
  if (!env.container || !isProductionOrigin(env.origin, productionOrigin)) return undefined;
  try {
    const registration = await env.container.register(scriptUrl);
    followServiceWorkerUpdates(registration, env);
    // This page and the chunks it loaded before a worker controlled it were never seen by one:
    // hand them over for caching, so the page works offline from the first visit.
    void env.container.ready.then((ready) => {
      const worker = ready.active;
      if (!worker) return;
      worker.postMessage({ type: CACHE_URLS_MESSAGE, page: env.pageUrl, urls: [env.pageUrl] });
      env.watchUnseenFiles((urls) => worker.postMessage({ type: CACHE_URLS_MESSAGE, urls }));
    });
    return registration;
  } catch (error) {
    console.warn('[site] service worker registration failed; the site works without it.', error);
    return undefined;
  }
}
