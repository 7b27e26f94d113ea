/**
 * Recovery from a deploy under an open tab: the old page asks for a hashed chunk that the new
 * deploy removed, the request 404s, and the dynamic import fails. One full reload brings the new
 * HTML with the new chunk names. A timestamp in sessionStorage makes that exactly one reload:
 * when the page fails again within the window, the reader gets the error panel instead of a loop.
 */

export const DEPLOY_RELOAD_KEY = 'docshell:deploy-reload-at';
/** A second failure within this time after a recovery reload is not a deploy: no more reloads. */
export const DEPLOY_RELOAD_WINDOW_MS = 60_000;
/** The event Vite's preload helper fires when a chunk's dependencies fail to load. */
export const VITE_PRELOAD_ERROR_EVENT = 'vite:preloadError';

// The messages browsers give a failed dynamic import or module preload (Chromium, Firefox,
// Safari), and Vite's own for a failed stylesheet preload.
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Failed to load module script/i,
];

/** Whether an error is a failed chunk load (rather than a bug in the page). */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((re) => re.test(message));
}

export interface DeployRecoveryEnv {
  /** sessionStorage, or null when the browser blocks it. */
  storage: () => Storage | null;
  now: () => number;
  /** When this page life began (`performance.timeOrigin`), on the same clock as `now`. */
  pageStartedAt: () => number;
  /** False when the browser knows it is offline: a failed chunk then is no deploy. */
  isOnline: () => boolean;
  reload: () => void;
}

function browserDeployRecoveryEnv(): DeployRecoveryEnv {
  return {
    storage: () => {
      try {
        return window.sessionStorage;
      } catch {
        return null;
      }
    },
    now: () => Date.now(),
    pageStartedAt: () => performance.timeOrigin,
    isOnline: () => navigator.onLine !== false,
    reload: () => window.location.reload(),
  };
}

/**
 * Reloads the page unless a recovery reload already happened within the window. Returns whether
 * a reload is under way: also true when this same page already started one (a failed import
 * reports both a preload event and a rejected promise). Without working sessionStorage there is
 * no way to tell a loop from a deploy, so it does not reload: the error panel (with its own
 * reload button) is the safe answer. Offline, a reload cannot help either.
 */
export function reloadOnceForNewDeploy(env: DeployRecoveryEnv = browserDeployRecoveryEnv()) {
  if (!env.isOnline()) return false;
  try {
    const storage = env.storage();
    if (!storage) return false;
    const last = Number(storage.getItem(DEPLOY_RELOAD_KEY));
    const now = env.now();
    if (last > 0 && now - last >= 0 && now - last < DEPLOY_RELOAD_WINDOW_MS) {
      // Recorded after this page began: its own reload is on the way. Recorded before: this is
      // the reloaded page failing again, which no deploy explains.
      return last >= env.pageStartedAt();
    }
    storage.setItem(DEPLOY_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

// Loads ahead of a click in flight (see `loadAhead`).
let aheadLoads = 0;

/**
 * Runs a load the reader has not asked for yet: the pages of links in view, fetched at idle. A
 * chunk it cannot get is no reason to reload the page the reader is reading, so the preload
 * failures it causes are not a deploy to recover from here: the later click that needs the chunk
 * fetches it again and recovers (`PageErrorBoundary`). `load` must settle only once every import
 * it started has settled. A lazy chunk of the page failing in that same moment is left to its own
 * error handling.
 */
/** Whether a load ahead of a click is in flight: no navigation is waiting on it. */
export function isLoadingAhead(): boolean {
  return aheadLoads > 0;
}

export function loadAhead<T>(load: () => Promise<T>): Promise<T> {
  aheadLoads += 1;
  return load().finally(() => {
    aheadLoads -= 1;
  });
}

/**
 * Listens for Vite's preload failures, which cover every lazy chunk (a page, the search dialog),
 * and starts the recovery reload. The event is not cancelled: cancelling would make the failed
 * import resolve to undefined, so the error still reaches its caller (for a page, the error
 * boundary, which then says the new version is loading).
 */
export function installDeployRecovery(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  env?: DeployRecoveryEnv,
): () => void {
  const onPreloadError = () => {
    if (aheadLoads === 0) reloadOnceForNewDeploy(env);
  };
  target.addEventListener(VITE_PRELOAD_ERROR_EVENT, onPreloadError);
  return () => target.removeEventListener(VITE_PRELOAD_ERROR_EVENT, onPreloadError);
}
