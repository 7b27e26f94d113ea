import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { createBrowserHistory, type HistoryUpdate } from './browserHistory';
import { LocationProvider } from './LocationProvider';

export interface SiteRouterProps {
  children: ReactNode;
  /** Whether this path's code and data are loaded, so rendering it cannot suspend. */
  rendersAtOnce: (pathname: string) => boolean;
}

/**
 * The browser's location for the whole app. A navigation to a route that is already loaded
 * renders at once, as an ordinary update: a transition renders in slices of a few milliseconds
 * between frames, which made a click take twice as long to paint the new page. A route still
 * loading is a transition, so the current page stays on screen until the next one can render.
 */
export function SiteRouter({ children, rendersAtOnce }: SiteRouterProps) {
  const [history] = useState(() => createBrowserHistory(window));
  const [state, setState] = useState<HistoryUpdate>(() => ({
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
    <LocationProvider
      location={state.location}
      navigationType={state.action}
      navigate={history.navigate}
    >
      {children}
    </LocationProvider>
  );
}
