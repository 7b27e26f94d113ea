import type { PagefindApi, PagefindSearchOptions } from './pagefindTypes';
import {
  MAX_RESULTS,
  MORE_RESULTS_DELAY_MS,
  PRODUCT_FILTER,
  SEARCH_DEBOUNCE_MS,
  SETTLE_MS,
} from './searchConfig';
import { toSearchHit, type SearchHit } from './searchHits';
import { searchableQuery } from './searchableQuery';

type IndexStatus = 'loading' | 'ready' | 'failed';

/** What the dialog shows: results belong to `query`, which may lag behind the input. */
export interface SearchState {
  index: IndexStatus;
  query: string;
  hits: SearchHit[];
  /** Pages matching in the searched scope, of which `hits` are the first few. */
  total: number;
  /** Pages matching in all products: tells the reader when another product has the answer. */
  unfilteredTotal: number;
}

export const INITIAL_SEARCH_STATE: SearchState = {
  index: 'loading',
  query: '',
  hits: [],
  total: 0,
  unfilteredTotal: 0,
};

export interface SearchSessionOptions {
  load: () => Promise<PagefindApi>;
  onChange: (state: SearchState) => void;
  debounceMs?: number;
  moreResultsDelayMs?: number;
  limit?: number;
}

export interface SearchSession {
  /** Starts loading the index, so the first query does not wait for it. */
  prepare(): void;
  /**
   * Searches at once when the reader types at a human pace, or after a short pause when keys
   * come in a burst (a paste, a held key); a newer call makes the older one's answer be dropped.
   */
  search(query: string, product: string | null): void;
  dispose(): void;
}

function searchOptions(product: string | null): PagefindSearchOptions {
  return product ? { filters: { [PRODUCT_FILTER]: product } } : {};
}

/**
 * The dialog's search logic without React: debounces queries, warms Pagefind's index chunks while
 * waiting, fetches the first results' text (showing each as it arrives), and drops every answer a
 * newer query has overtaken.
 */
export function createSearchSession({
  load,
  onChange,
  debounceMs = SEARCH_DEBOUNCE_MS,
  moreResultsDelayMs = MORE_RESULTS_DELAY_MS,
  limit = MAX_RESULTS,
}: SearchSessionOptions): SearchSession {
  let state = INITIAL_SEARCH_STATE;
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let lastCallAt = Number.NEGATIVE_INFINITY;
  // The query (and product) of the latest search: what the dialog shows or is about to show.
  let current: { query: string; scope: string } | undefined;
  // The whole input as last typed. When it differs from a search's query, a newer search is
  // bound to follow (the next key, or the pause): that search's other results are not fetched.
  let typed = '';
  let disposed = false;

  const update = (patch: Partial<SearchState>) => {
    if (disposed) return;
    state = { ...state, ...patch };
    onChange(state);
  };

  const loadIndex = () =>
    load().then(
      (api) => {
        if (state.index !== 'ready') update({ index: 'ready' });
        return api;
      },
      (error: unknown) => {
        update({ index: 'failed' });
        throw error;
      },
    );

  async function run(id: number, query: string, product: string | null) {
    const isStale = () => disposed || id !== latest;
    try {
      const api = await loadIndex();
      if (isStale()) return;
      const response = await api.search(query, searchOptions(product));
      if (isStale() || !response) return;
      const shown = response.results.slice(0, limit);
      const total = response.results.length;
      const unfilteredTotal = response.unfilteredResultCount ?? total;
      const hits: SearchHit[] = [];
      const show = () => update({ index: 'ready', query, hits: [...hits], total, unfilteredTotal });
      const add = (hit: SearchHit | null) => {
        if (!hit) return;
        hits.push(hit);
        show();
      };
      // Results are shown in order as their text arrives. The first result's text is fetched
      // alone and shown the moment it is in; the others once the input has stayed this query
      // for `moreResultsDelayMs`, so a query the reader types past (or is typing past:
      // "reduced m" while "reduced" is searched) costs one fragment, not `limit`.
      const [first, ...others] = shown;
      if (first) {
        const data = await first.data();
        if (isStale()) return;
        add(toSearchHit(data));
      }
      const inputStays = () => !isStale() && typed === query;
      if (others.length > 0 && inputStays()) {
        await new Promise((resolve) => setTimeout(resolve, moreResultsDelayMs));
      }
      if (isStale()) return;
      if (others.length > 0 && !inputStays()) {
        // Cut short: what is shown is no full answer, so a key that brings the input back to
        // this query ("focus r", then Backspace) searches it again instead of keeping it.
        current = undefined;
      } else {
        for (const pending of others.map((result) => result.data())) {
          const data = await pending;
          if (isStale()) return;
          add(toSearchHit(data));
        }
      }
      if (hits.length === 0) show();
    } catch {
      if (!isStale()) update({ index: 'failed' });
    }
  }

  return {
    prepare() {
      loadIndex().catch(() => undefined);
    },
    search(rawQuery, product) {
      const now = Date.now();
      const inBurst = now - lastCallAt < debounceMs;
      lastCallAt = now;
      const { now: query, settled } = searchableQuery(rawQuery);
      typed = settled;
      const scope = product ?? '';
      clearTimeout(settleTimer);
      if (settled !== query) {
        // The input as typed, once the reader pauses; as a newer search, so an answer for the
        // shorter query that comes later is dropped.
        settleTimer = setTimeout(() => {
          latest += 1;
          current = { query: settled, scope };
          void run(latest, settled, product);
        }, SETTLE_MS);
      }
      // A key that leaves what is searched now as it is (a space, a short last word) leaves the
      // search under way, or its answer, alone: searching again would only queue behind it.
      if (current?.query === query && current.scope === scope) return;
      current = { query, scope };
      latest += 1;
      const id = latest;
      clearTimeout(timer);
      if (!query) {
        update({ query: '', hits: [], total: 0, unfilteredTotal: 0 });
        return;
      }
      if (!inBurst) {
        void run(id, query, product);
        return;
      }
      // Fetch the index chunks for the term during the pause, not after it (`query` never ends
      // in a short prefix, whose chunks may be many: see searchableQuery).
      loadIndex()
        .then((api) => (id === latest ? api.preload(query, searchOptions(product)) : undefined))
        .catch(() => undefined);
      timer = setTimeout(() => void run(id, query, product), debounceMs);
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      clearTimeout(settleTimer);
    },
  };
}
