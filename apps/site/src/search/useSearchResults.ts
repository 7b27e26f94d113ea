import { useEffect, useRef, useState } from 'react';
import { loadPagefind } from './pagefindLoader';
import type { PagefindApi } from './pagefindTypes';
import {
  createSearchSession,
  INITIAL_SEARCH_STATE,
  type SearchSession,
  type SearchState,
} from './searchSession';

/**
 * Results for `query` within `product` (null: every product). Starts loading the index on mount,
 * which happens when the dialog first opens. `load` is replaceable for tests.
 */
export function useSearchResults(
  query: string,
  product: string | null,
  load: () => Promise<PagefindApi> = loadPagefind,
): SearchState {
  const [state, setState] = useState<SearchState>(INITIAL_SEARCH_STATE);
  const sessionRef = useRef<SearchSession | null>(null);
  useEffect(() => {
    const session = createSearchSession({ load, onChange: setState });
    sessionRef.current = session;
    session.prepare();
    return () => {
      session.dispose();
      sessionRef.current = null;
    };
  }, [load]);
  useEffect(() => {
    sessionRef.current?.search(query, product);
  }, [query, product, load]);
  return state;
}
