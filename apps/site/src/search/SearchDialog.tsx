import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputBase from '@mui/material/InputBase';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@docshell/docs-i18n';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { preloadRoute } from '../routing/routeLoading';
import { CloseIcon, SearchIcon } from '../layout/icons';
import { visuallyHidden } from '../layout/visuallyHidden';
import { activeIndexForResults, isListKey, moveActiveIndex } from './activeIndex';
import type { PagefindApi } from './pagefindTypes';
import { SearchResultList } from './SearchResultList';
import { SearchStatus } from './SearchStatus';
import { searchStatusMessage } from './searchStatusText';
import type { SearchHit } from './searchHits';
import { useSearchResults } from './useSearchResults';

/** One request to open the dialog: `query` is a typed first character, or null to keep the last. */
export interface SearchOpenRequest {
  id: number;
  query: string | null;
}

export interface SearchDialogProps {
  open: boolean;
  request: SearchOpenRequest;
  /** The current page's product: results are limited to it until the reader asks for all. */
  product: string | null;
  onClose: () => void;
  onOpenResult: (hit: SearchHit) => void;
  /** Replaces Pagefind in tests. */
  load?: () => Promise<PagefindApi>;
  /**
   * Starts loading a result's page while it is the highlighted one, so Enter opens it at once
   * (a pointed or focused link does the same); replaced in tests.
   */
  preload?: (href: string) => void;
}

export function SearchDialog({
  open,
  request,
  product,
  onClose,
  onOpenResult,
  load,
  preload = preloadRoute,
}: SearchDialogProps) {
  const t = useTranslate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(request.query ?? '');
  const [allProducts, setAllProducts] = useState(false);
  const scope = product && !allProducts ? product : null;
  const state = useSearchResults(query, scope, load);
  // The highlight belongs to one list of results: a new list starts again at its first result.
  const [active, setActive] = useState({ hits: state.hits, index: -1 });
  const activeIndex =
    active.hits === state.hits ? active.index : activeIndexForResults(state.hits.length);
  const setActiveIndex = (update: number | ((current: number) => number)) =>
    setActive({
      hits: state.hits,
      index: typeof update === 'function' ? update(activeIndex) : update,
    });

  // Each open: a typed first character replaces the query; otherwise the last query is selected.
  useEffect(() => {
    if (request.query !== null) setQuery(request.query);
  }, [request]);
  // Focus lands in the input when it mounts (autoFocus); a typed first character keeps the caret
  // after it, otherwise the last query is selected so typing replaces it.
  const caretPlacedFor = useRef(-1);
  const placeCaret = (input: HTMLInputElement) => {
    if (caretPlacedFor.current === request.id) return;
    caretPlacedFor.current = request.id;
    if (request.query === null) input.select();
    else input.setSelectionRange(input.value.length, input.value.length);
  };
  // Ctrl+K while the dialog is already open goes back to the input.
  useEffect(() => {
    const input = inputRef.current;
    if (!open || !input || request.query !== null) return;
    input.focus();
    input.select();
  }, [open, request]);
  // A new product (the reader navigated) starts filtered again.
  useEffect(() => setAllProducts(false), [product]);

  const optionId = (index: number) => `${id}-option-${index}`;
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on the stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  // Older results stay on screen while the next answer is on its way, so the list does not blink.
  const hits = query.trim() ? state.hits : [];
  const activeHref = hits[activeIndex]?.href;
  useEffect(() => {
    if (activeHref) preload(activeHref);
  }, [activeHref, preload]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (isListKey(key)) {
      event.preventDefault();
      setActiveIndex((current) => moveActiveIndex(current, hits.length, key));
    } else if (key === 'Enter' && !event.nativeEvent.isComposing) {
      const hit = hits[activeIndex];
      if (!hit) return;
      event.preventDefault();
      onOpenResult(hit);
    }
  };

  const listboxId = `${id}-results`;
  const titleId = `${id}-title`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      PaperProps={{ sx: { mt: { xs: 2, sm: '10vh' }, mx: { xs: 1, sm: 4 }, maxHeight: '80vh' } }}
    >
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {t('search.dialogLabel')}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'flex', color: 'primary.main' }}>
          <SearchIcon />
        </Box>
        <InputBase
          inputRef={inputRef}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          autoFocus
          onFocus={(event) => placeCaret(event.target as HTMLInputElement)}
          placeholder={t('search.placeholder') ?? undefined}
          fullWidth
          inputProps={{
            role: 'combobox',
            'aria-label': t('search.placeholder') ?? undefined,
            'aria-autocomplete': 'list',
            'aria-expanded': hits.length > 0,
            'aria-controls': listboxId,
            'aria-activedescendant':
              activeIndex >= 0 && hits[activeIndex] ? optionId(activeIndex) : undefined,
            autoComplete: 'off',
            autoCorrect: 'off',
            autoCapitalize: 'off',
            spellCheck: false,
            enterKeyHint: 'go',
          }}
          sx={{ fontSize: 18, py: 0.5 }}
        />
        <IconButton size="small" onClick={onClose} aria-label={t('search.close') ?? undefined}>
          <CloseIcon />
        </IconButton>
      </Box>
      {product && (
        <Box sx={{ px: 2, pt: 0.5 }}>
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={allProducts}
                onChange={(event) => setAllProducts(event.target.checked)}
              />
            }
            label={<Typography variant="body2">{t('search.searchAllProducts')}</Typography>}
          />
        </Box>
      )}
      <SearchStatus message={searchStatusMessage(state, query, scope, import.meta.env.DEV)} />
      {hits.length > 0 && (
        <SearchResultList
          id={listboxId}
          query={state.query}
          label={t('search.results') ?? 'Results'}
          hits={hits}
          activeIndex={activeIndex}
          optionId={optionId}
          onActivate={setActiveIndex}
          onOpen={onOpenResult}
        />
      )}
    </Dialog>
  );
}
