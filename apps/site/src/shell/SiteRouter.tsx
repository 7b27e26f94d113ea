import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router-dom';

export interface SiteRouterProps {
  children: ReactNode;
  /** Whether this path's code and data are loaded, so rendering it cannot suspend. */
  rendersAtOnce: (pathname: string) => boolean;
}

interface RouterState {
  action: NavigationType;
  location: Location;
}

/**
 * react-router's browser router with one change: a navigation to a route that is already loaded
 * renders at once, as an ordinary update, where BrowserRouter makes every navigation a
 * transition. A transition renders in slices of a few milliseconds between frames, which made a
 * click take twice as long to paint the new page. A route still loading keeps the transition, so
 * the current page stays on screen until the next one can render.
 */
export function SiteRouter({ children, rendersAtOnce }: SiteRouterProps) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<RouterState>(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (rendersAtOnce(location.pathname)) setState({ action, location });
        else startTransition(() => setState({ action, location }));
      }),
    [history, rendersAtOnce],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
