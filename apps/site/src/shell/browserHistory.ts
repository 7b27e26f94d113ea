/**
 * The site's binding to the History API. The site matches no route patterns (docs-nav's page
 * trees and `resolveRoute` decide what a path shows), so all it needs from a router is this: the
 * current location, how the reader got there (a link, a redirect, or back/forward) and a way to
 * go elsewhere without a page load.
 */

/** How the current location was reached: back/forward or the first load (POP), a link (PUSH), a redirect (REPLACE). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface SiteLocation {
  pathname: string;
  /** `''` or `?…` */
  search: string;
  /** `''` or `#…` */
  hash: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. Default: only for the same URL. */
  replace?: boolean;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

export interface HistoryUpdate {
  action: NavigationType;
  location: SiteLocation;
}

export interface BrowserHistory {
  readonly action: NavigationType;
  readonly location: SiteLocation;
  navigate: NavigateFunction;
  /** Called after every navigation, ours and the browser's; returns the unsubscribe. */
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

/** The parts of a URL a page cares about. */
export function locationOf(url: { pathname: string; search: string; hash: string }): SiteLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** `/a?b#c` from a location. */
export function pathOf(location: SiteLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * A location for a URL written as the site writes links (`/a/b?x#y`), as the prerender sees it.
 * The base only anchors the parse; it never reaches the result.
 */
export function parsePath(path: string): SiteLocation {
  return locationOf(new URL(path, 'http://prerender.invalid'));
}

/**
 * Whether a click on a link is the reader asking to follow it here: the main button, no
 * modifier (which would open a tab or window, or download), no other target.
 */
export function isPlainClick(
  event: Pick<
    MouseEvent,
    'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'
  >,
  target?: string | null,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/** The browser's history, for a window. Listens to back/forward only while someone listens. */
export function createBrowserHistory(win: Window): BrowserHistory {
  let action: NavigationType = 'POP';
  let location = locationOf(win.location);
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener({ action, location });
  };
  const onPopState = () => {
    action = 'POP';
    location = locationOf(win.location);
    notify();
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    navigate(to, options = {}) {
      const url = new URL(to, win.location.href);
      if (url.origin !== win.location.origin) {
        win.location.assign(url.href);
        return;
      }
      const next = locationOf(url);
      const replace = options.replace ?? pathOf(next) === pathOf(location);
      try {
        if (replace) win.history.replaceState(null, '', pathOf(next));
        else win.history.pushState(null, '', pathOf(next));
      } catch {
        // Browsers limit how often history may change (Safari: 100 times in 30 s); a page load
        // still takes the reader where they asked.
        win.location.assign(pathOf(next));
        return;
      }
      action = replace ? 'REPLACE' : 'PUSH';
      location = next;
      notify();
    },
    listen(listener) {
      if (listeners.size === 0) win.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPopState);
      };
    },
  };
}
