import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import { createSiteNavigator } from './siteNavigator';

export interface SiteRouterProps {
  children: ReactNode;
  /** Whether this path's code and data are loaded, so rendering it cannot suspend. */
  rendersAtOnce: (pathname: string) => boolean;
}

/**
 * react-router's low-level `<Router>` on the browser's history, with the site's navigation policy
 * (this is `BrowserRouter` with one decision changed). A navigation to a route that is already
 * loaded renders at once, as an ordinary update: a transition renders in slices of a few
 * milliseconds between frames, which made a click take twice as long to paint the new page. A
 * route still loading is a transition, so the current page stays on screen until the next one can
 * render. (`BrowserRouter` makes every navigation one or the other.) Links and `navigate()` go
 * through `createSiteNavigator`: the same URL again replaces its entry. `Link`, `useLocation`,
 * `useNavigate` and `useNavigationType` work below it as usual.
 *
 * `createBrowserHistory` is the history `BrowserRouter` itself uses; react-router exports it as
 * `UNSAFE_` because it may change in a major version (the site pins 7.18.x).
 */
export function SiteRouter({ children, rendersAtOnce }: SiteRouterProps) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [navigator] = useState(() => createSiteNavigator(history, window));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(
    () =>
      history.listen((update) => {
        if (rendersAtOnce(update.location.pathname)) setState(update);
        else startTransition(() => setState(update));
      }),
    [history, rendersAtOnce],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
