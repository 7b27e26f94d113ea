// Whether the app (the shell) and then the page in it have finished hydrating in this document.
// Never set while prerendering (effects do not run there), so anything rendered on the server or
// during hydration sees `false`. The shell hydrates first; the page's own code and content are
// fetched after it, and the page's prerendered HTML is hydrated when they arrive (src/routing/AppRoutes.tsx).
let hydrated = false;
let pageHydrated = false;
let waiting: (() => void)[] = [];

/**
 * The User Timing mark set when the page became interactive: the benchmark splits the scripts a
 * page requests into those before it (what interaction waited for) and those after.
 */
export const HYDRATED_MARK = 'docshell:hydrated';

/** Set on `<html>` once hydrated: browser tests and the benchmark wait for it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Set on `<html>` once the first page's content is hydrated too: its demos and buttons work. */
export const PAGE_HYDRATED_ATTRIBUTE = 'data-page-hydrated';

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

/**
 * Runs `load` once the app is hydrated, and returns its result: for code and data the shell does
 * not need to become interactive.
 */
export function afterAppHydrated<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => whenAppHydrated(resolve)).then(load);
}

/** Called when the route's content has been hydrated (or first rendered): sets the attribute. */
export function markPageHydrated(): void {
  if (pageHydrated) return;
  pageHydrated = true;
  document.documentElement.setAttribute(PAGE_HYDRATED_ATTRIBUTE, 'true');
}

/**
 * Whether the first page has been hydrated: a page rendered before that is the prerendered page
 * itself (on the server or while hydrating), and must render exactly as it was prerendered.
 */
export function isPageHydrated(): boolean {
  return pageHydrated;
}
