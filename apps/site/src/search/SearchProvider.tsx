import Box from '@mui/material/Box';
import { useTranslate } from '@docshell/docs-i18n';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { productSummaryForPath } from '../products';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadSearchDialog, type SearchDialogComponent } from './loadSearchDialog';
import type { SearchOpenRequest } from './SearchDialog';
import type { SearchHit } from './searchHits';
import { isSearchShortcut, typedCharacter } from './searchShortcut';

export interface SearchContextValue {
  /** Opens the dialog; `query` is a first character typed on a search button. */
  openSearch: (query?: string | null) => void;
  /** Fetches the dialog's code ahead of time, when the reader shows intent. */
  preloadSearch: () => void;
}

const SearchContext = createContext<SearchContextValue | null>(null);

/**
 * Holds the search dialog for the whole layout: Ctrl+K / ⌘K opens it from anywhere, any search
 * button opens it, and opening a result routes to its page and heading. The dialog's code and
 * Pagefind are only fetched when the reader first reaches for search.
 */
export function SearchProvider({ children }: { children: ReactNode }) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const product = productSummaryForPath(pathname)?.name ?? null;
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<SearchOpenRequest>({ id: 0, query: null });
  const [Dialog, setDialog] = useState<SearchDialogComponent | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const pendingReveal = useRef<{ path: string; id: string } | null>(null);
  // The keyboard listener reads these without being re-attached on every change.
  const live = useRef({ open, ready: false });
  live.current = { open, ready: Dialog !== null };

  const preloadSearch = useCallback(() => {
    loadSearchDialog().then(
      (component) => setDialog(() => component),
      () => undefined,
    );
  }, []);

  const openSearch = useCallback((query: string | null = null) => {
    // Characters typed while the dialog's code is still arriving add to the query.
    const pending = live.current.open && !live.current.ready;
    setLoadFailed(false);
    loadSearchDialog().then(
      (component) => setDialog(() => component),
      (error: unknown) => {
        console.error('[site] the search dialog could not load', error);
        setLoadFailed(true);
      },
    );
    setRequest((previous) => ({
      id: previous.id + 1,
      query: pending && query !== null ? (previous.query ?? '') + query : query,
    }));
    setOpen(true);
  }, []);

  const close = useCallback(() => setOpen(false), []);

  const openResult = useCallback(
    (hit: SearchHit) => {
      const hash = hit.href.indexOf('#');
      const path = hash === -1 ? hit.href : hit.href.slice(0, hash);
      const id = hash === -1 ? '' : decodeURIComponent(hit.href.slice(hash + 1));
      pendingReveal.current = { path, id };
      setOpen(false);
      void navigate(hit.href);
    },
    [navigate],
  );

  // Runs after the dialog has handed focus back, so the result's heading keeps it. The reveal's
  // code is fetched here, not with the shell: it is needed only once a result has been opened.
  useEffect(() => {
    if (open || !pendingReveal.current) return undefined;
    const { path, id } = pendingReveal.current;
    pendingReveal.current = null;
    let cancelled = false;
    let stopRevealing: (() => void) | undefined;
    import('./revealAnchor').then(
      ({ revealAnchor }) => {
        if (!cancelled) stopRevealing = revealAnchor(path, id);
      },
      (error: unknown) => console.error('[site] could not scroll to the search result', error),
    );
    return () => {
      cancelled = true;
      stopRevealing?.();
    };
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        openSearch(null);
        return;
      }
      if (event.key === 'Control' || event.key === 'Meta') preloadSearch();
      if (event.defaultPrevented || !live.current.open || live.current.ready) return;
      // Opened but the dialog's code is still arriving: keep what the reader types meanwhile.
      if (event.key === 'Escape') {
        setOpen(false);
        return;
      }
      const character = typedCharacter(event);
      if (character === null) return;
      event.preventDefault();
      openSearch(character);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openSearch, preloadSearch]);

  const value = useMemo(() => ({ openSearch, preloadSearch }), [openSearch, preloadSearch]);
  return (
    <SearchContext.Provider value={value}>
      {children}
      {Dialog && (
        <Dialog
          open={open}
          request={request}
          product={product}
          onClose={close}
          onOpenResult={openResult}
        />
      )}
      {open && loadFailed && (
        <Box
          role="alert"
          onClick={close}
          sx={{
            position: 'fixed',
            top: 16,
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: 'modal',
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'error.main',
            boxShadow: 8,
          }}
        >
          {t('search.loadFailed')}
        </Box>
      )}
    </SearchContext.Provider>
  );
}

/** Opens search from any component inside SearchProvider. */
export function useSearchDialog(): SearchContextValue {
  const context = useContext(SearchContext);
  if (!context) {
    throw new Error('[site] useSearchDialog() must be used inside <SearchProvider>.');
  }
  return context;
}
