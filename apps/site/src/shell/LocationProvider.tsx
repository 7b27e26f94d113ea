import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { NavigateFunction, NavigationType, SiteLocation } from './browserHistory';

export interface SiteLocationState {
  location: SiteLocation;
  navigationType: NavigationType;
  /** Goes to a URL client-side (same origin) or by a page load (any other). */
  navigate: NavigateFunction;
}

const LocationContext = createContext<SiteLocationState | null>(null);

export interface LocationProviderProps extends SiteLocationState {
  children: ReactNode;
}

/** The current location for everything below: from the browser's history (SiteRouter) or fixed (prerender). */
export function LocationProvider({
  location,
  navigationType,
  navigate,
  children,
}: LocationProviderProps) {
  const value = useMemo(
    () => ({ location, navigationType, navigate }),
    [location, navigationType, navigate],
  );
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/** The current location, how the reader reached it, and `navigate`. */
export function useSiteLocation(): SiteLocationState {
  const state = useContext(LocationContext);
  if (!state) {
    throw new Error(
      '[site] useSiteLocation() must be called inside a <LocationProvider> (the browser has one in <SiteRouter>).',
    );
  }
  return state;
}
