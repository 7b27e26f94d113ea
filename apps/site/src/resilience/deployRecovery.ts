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
  /** False when the browser knows it is offline: a failed chunk then is no deploy. */
  isOnline: () => boolean;
  reload: () => void;
}

export function browserDeployRecoveryEnv(): DeployRecoveryEnv {
  return {
    storage: () => {
      try {
        return window.sessionStorage;
      } catch {
        return null;
      }
    },
    now: () => Date.now(),
    isOnline: () => navigator.onLine !== false,
    reload: () => window.location.reload(),
  };
}

/**
 * Reloads the page unless a recovery reload already happened within the window. Returns whether
 * it reloaded. Without working sessionStorage there is no way to tell a loop from a deploy, so it
 * does not reload: the error panel (with its own reload button) is the safe answer. Offline, a
 * reload cannot help either.
 */
export function reloadOnceForNewDeploy(env: DeployRecoveryEnv = browserDeployRecoveryEnv()) {
  if (!env.isOnline()) return false;
  try {
    const storage = env.storage();
    if (!storage) return false;
    const last = Number(storage.getItem(DEPLOY_RELOAD_KEY));
    const now = env.now();
    if (
      Number.isFinite(last) &&
      last > 0 &&
      now - last >= 0 &&
      now - last < DEPLOY_RELOAD_WINDOW_MS
    ) {
      return false;
    }
    storage.setItem(DEPLOY_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/**
 * Listens for Vite's preload failures. When the recovery reloads, the event is cancelled so the
 * failing import does not also throw; otherwise the error reaches the page's error panel.
 */
export function installDeployRecovery(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  env?: DeployRecoveryEnv,
): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnceForNewDeploy(env)) event.preventDefault();
  };
  target.addEventListener(VITE_PRELOAD_ERROR_EVENT, onPreloadError);
  return () => target.removeEventListener(VITE_PRELOAD_ERROR_EVENT, onPreloadError);
}
