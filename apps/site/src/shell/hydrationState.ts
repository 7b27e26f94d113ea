// Whether the app has finished hydrating in this document. Never set while prerendering (effects
// do not run there), so anything rendered on the server or during hydration sees `false`.
let hydrated = false;
let waiting: (() => void)[] = [];

/**
 * The User Timing mark set when the page became interactive: the benchmark splits the scripts a
 * page requests into those before it (what interaction waited for) and those after.
 */
export const HYDRATED_MARK = 'docshell:hydrated';

/** Set on `<html>` once hydrated: browser tests and the benchmark wait for it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Called from the app's first effect, once the prerendered page has been hydrated: flips the flag,
 * sets the mark and the attribute, and runs what waited for it.
 */
export function markAppHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  // Absent from some test environments; never worth an error.
  globalThis.performance?.mark?.(HYDRATED_MARK);
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  const callbacks = waiting;
  waiting = [];
  for (const callback of callbacks) callback();
}

/**
 * Runs `callback` once the app is hydrated (at once if it is): for work the page should not wait
 * for before it is interactive, such as registering the service worker.
 */
export function whenAppHydrated(callback: () => void): void {
  if (hydrated) callback();
  else waiting.push(callback);
}

export function isAppHydrated(): boolean {
  return hydrated;
}
