import { afterAppHydrated, isAppHydrated } from '../hydration/hydrationState';

/**
 * What a cache does with a load that failed:
 * - `stay-failed`: keeps the rejected promise. Every later load gets that same promise, so a
 *   component that waits on it with `use()` hands the error to its error boundary, and does not
 *   fetch again on every render. Recovery is a reload, which starts with an empty cache.
 * - `retry`: forgets the failure, so the next load fetches again.
 */
export type FailurePolicy = 'stay-failed' | 'retry';

export interface LoadCache<K, V> {
  /** The value, once loaded. */
  loaded(key: K): V | undefined;
  /** Loads the value once per key. Every call gets the same promise, pending or settled. */
  load(key: K): Promise<V>;
  /**
   * `load`, started only once the app is hydrated. While a prerendered page hydrates, what it
   * renders from waits on this with `use()`: it keeps its HTML until the value arrives, and the
   * shell does not wait for it. It is one stable promise per key.
   */
  afterHydration(key: K): Promise<V>;
  /**
   * Drops a load that failed, so the next `load` fetches again; a value or a pending load stays.
   * For loads nobody asked for yet (a page fetched ahead of a click), whose failure must not
   * become the failure of the reader's later click.
   */
  forgetFailure(key: K): void;
  /** Whether a load is in flight, for the progress bar (`useSyncExternalStore`). */
  isLoading(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * The site's one cache for loaded code and data: product trees, page lists, page modules and the
 * page components. It is shared by prerender, hydration, client navigation and link preloading,
 * so each thing is fetched once, and what is loaded renders without suspending.
 */
export function createLoadCache<K, V>(
  loader: (key: K) => Promise<V>,
  { onFailure }: { onFailure: FailurePolicy },
): LoadCache<K, V> {
  const values = new Map<K, V>();
  const promises = new Map<K, Promise<V>>();
  const waiting = new Map<K, Promise<V>>();
  const pending = new Set<K>();
  const failed = new Set<K>();
  const listeners = new Set<() => void>();
  const settle = (key: K) => {
    pending.delete(key);
    for (const listener of listeners) listener();
  };
  const load = (key: K): Promise<V> => {
    let promise = promises.get(key);
    if (!promise) {
      promise = loader(key).then(
        (value) => {
          values.set(key, value);
          settle(key);
          return value;
        },
        (error: unknown) => {
          if (onFailure === 'retry') promises.delete(key);
          else failed.add(key);
          settle(key);
          throw error;
        },
      );
      promises.set(key, promise);
      pending.add(key);
      for (const listener of listeners) listener();
    }
    return promise;
  };
  return {
    loaded: (key) => values.get(key),
    load,
    afterHydration(key) {
      // The promise a render already suspended on, even once the app is hydrated.
      let promise = waiting.get(key);
      if (!promise) {
        promise = isAppHydrated() ? load(key) : afterAppHydrated(() => load(key));
        waiting.set(key, promise);
      }
      return promise;
    },
    forgetFailure(key) {
      if (!failed.delete(key)) return;
      promises.delete(key);
      waiting.delete(key);
    },
    isLoading: () => pending.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
