import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { isMacPlatform } from '@docshell/docs-copy';
import { useTranslate } from '@docshell/docs-i18n';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { visuallyHidden } from '../layout/visuallyHidden';
import { SearchIcon } from '../layout/icons';
import { useSearchDialog } from './SearchProvider';
import { typedCharacter } from './searchShortcut';

/** The header's button shows its label and shortcut from this breakpoint up, its icon below. */
const LABEL_FROM = 'md';

export interface SearchButtonProps {
  /**
   * `header`: compact, only the icon shows below the md breakpoint (phones and narrow tablets,
   * where the header has no room for it); `page`: a full-width field-like button.
   */
  variant?: 'header' | 'page';
}

/**
 * "Search…" with its ⌘K / Ctrl+K hint. Both hints are always rendered in one grid cell and the
 * platform's one is made visible after mount, so the server HTML matches and nothing shifts.
 * Typing a character on the focused button opens search with that character.
 */
export function SearchButton({ variant = 'header' }: SearchButtonProps) {
  const t = useTranslate();
  const { openSearch, preloadSearch } = useSearchDialog();
  const [apple, setApple] = useState(false);
  // docs-copy's check, the same one that decides the copy shortcut's ⌘/Ctrl.
  useEffect(() => setApple(isMacPlatform(navigator)), []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const character = typedCharacter(event.nativeEvent);
    if (character === null) return;
    event.preventDefault();
    openSearch(character);
  };

  const header = variant === 'header';
  return (
    <ButtonBase
      onClick={() => openSearch(null)}
      onKeyDown={onKeyDown}
      onPointerEnter={preloadSearch}
      onFocus={preloadSearch}
      aria-keyshortcuts="Control+K Meta+K"
      data-ga-event-category="header"
      data-ga-event-action="search"
      sx={{
        gap: 1,
        px: header ? { xs: 1, [LABEL_FROM]: 1.25 } : 1.25,
        flexShrink: 0,
        py: 0.75,
        minWidth: header ? { xs: 40, [LABEL_FROM]: 180 } : 260,
        justifyContent: 'flex-start',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        color: 'text.secondary',
        bgcolor: 'action.hover',
        fontSize: 14,
        '&:hover': { borderColor: 'text.secondary' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <SearchIcon size={18} />
      <Box
        component="span"
        sx={(theme) => ({
          flexGrow: 1,
          textAlign: 'start',
          // In the header below md only the icon shows; the label stays the accessible name.
          ...(header && { [theme.breakpoints.down(LABEL_FROM)]: visuallyHidden }),
        })}
      >
        {t('search.button')}
      </Box>
      <Box
        component="span"
        aria-hidden="true"
        data-search-shortcut=""
        sx={{
          display: header ? { xs: 'none', [LABEL_FROM]: 'inline-grid' } : 'inline-grid',
          fontSize: 12,
          px: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 0.5,
          '& > span': { gridArea: '1 / 1', textAlign: 'center' },
        }}
      >
        <span style={{ visibility: apple ? 'hidden' : 'visible' }}>
          {t('search.shortcutOther')}
        </span>
        <span style={{ visibility: apple ? 'visible' : 'hidden' }}>{t('search.shortcutMac')}</span>
      </Box>
    </ButtonBase>
  );
}
