import { afterAppHydrated } from './hydrationState';

/**
 * Code a route renders that the shell does not need to become interactive (the page component,
 * the home page), loaded once and shared by prerender, hydration and client navigation.
 */
export interface DeferredModule<T> {
  /** The loaded value, if it has loaded. */
  loaded(): T | undefined;
  /** Loads it now: for the prerender, a link the reader may follow, a page rendered afresh. */
  load(): Promise<T>;
  /**
   * Loads it once the app is hydrated: while a prerendered page hydrates, the route's content
   * suspends on this (with `use`), so its HTML stays as it was and is hydrated when this resolves.
   */
  afterHydration(): Promise<T>;
}

/**
 * A DeferredModule for `importer`. A failed load stays failed, so a re-render hands the same
 * error to the page's error boundary instead of fetching again (recovery is a reload).
 */
export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  let waiting: Promise<T> | undefined;
  const load = () =>
    (loading ??= importer().then((loadedValue) => {
      value = loadedValue;
      return loadedValue;
    }));
  return {
    loaded: () => value,
    load,
    afterHydration: () => (waiting ??= afterAppHydrated(load)),
  };
}
