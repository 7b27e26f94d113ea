import { createPath, type Navigator, type To } from 'react-router-dom';

/**
 * The site's navigation policy on top of react-router's browser history, for `<Router navigator>`:
 * - going to the URL the browser already shows replaces its entry, so back never lands on the
 *   same page. react-router's `Link` decides this from the rendered location, which is still the
 *   old page while a slow page loads: a second click then pushed the same URL again. `navigate()`
 *   never decides it at all.
 * - when the browser refuses to change history (Safari allows 100 changes in 30 s), a page load
 *   still takes the reader where they asked. react-router falls back so for a push only.
 */
export function createSiteNavigator(history: Navigator, win: Window): Navigator {
  const isCurrentUrl = (to: To) => {
    const { pathname, search, hash } = win.location;
    return history.createHref(to) === createPath({ pathname, search, hash });
  };
  const replace: Navigator['replace'] = (to, state, options) => {
    try {
      history.replace(to, state, options);
    } catch {
      win.location.assign(history.createHref(to));
    }
  };
  return {
    createHref: history.createHref,
    encodeLocation: history.encodeLocation,
    go: history.go,
    push: (to, state, options) =>
      isCurrentUrl(to) ? replace(to, state, options) : history.push(to, state, options),
    replace,
  };
}
