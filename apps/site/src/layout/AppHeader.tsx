import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@docshell/docs-i18n';
import { ProductSwitcher, VersionSelector } from '@docshell/docs-nav';
import { HeaderTooltip } from './HeaderTooltip';
import { CodeIcon, MenuIcon, SettingsIcon } from './icons';
import { SearchButton } from '../search';
import { productGroups } from './productGroups';
import { RouterLink } from '../routing/RouterLink';
import { REPOSITORY_URL } from '../siteConfig';
import { versionMenuFor } from '../versions';

/** At least an IconButton's width (and the phone search button's): a header button's track. */
const ICON_TRACK = 40;
/** The toolbar's side padding on phones (MUI's gutters) and its gap between items there. */
const PHONE_GUTTER = 16;
const PHONE_GAP = 4;
/** On phones the actions are two icon buttons: search and settings. */
const PHONE_ACTIONS_WIDTH = 2 * ICON_TRACK + PHONE_GAP;

// The browser may paint a header it has only partly parsed, and nothing already painted may move
// when the rest arrives (layout shift): the search, repository and settings buttons sit in fixed
// grid tracks at the right end, after a track that takes the free space (a flex spacer pushed
// the search button left as each later button arrived). On phones the actions are also taken
// out of the flow over space the toolbar keeps free for them, so the product button is as wide
// before they arrive as after. Phones have no room for the repository link: the footer has it.
const toolbarSx = {
  gap: { xs: `${PHONE_GAP}px`, sm: 1.5 },
  position: 'relative',
  pr: { xs: `${PHONE_GUTTER + PHONE_GAP + PHONE_ACTIONS_WIDTH}px`, sm: 3 },
} as const;
const actionsSx = {
  flex: '1 1 0',
  display: 'grid',
  position: { xs: 'absolute', sm: 'static' },
  right: PHONE_GUTTER,
  top: 0,
  bottom: 0,
  gridTemplateColumns: {
    xs: `${ICON_TRACK}px ${ICON_TRACK}px`,
    sm: `1fr auto ${ICON_TRACK}px ${ICON_TRACK}px`,
  },
  '& > :first-child': { gridColumnStart: { sm: 2 } },
  columnGap: { xs: `${PHONE_GAP}px`, sm: 1.5 },
  alignItems: 'center',
  justifyItems: 'center',
} as const;

export interface AppHeaderProps {
  productId: string;
  hasNav: boolean;
  onOpenNav: () => void;
  onOpenSettings: () => void;
}

export function AppHeader({ productId, hasNav, onOpenNav, onOpenSettings }: AppHeaderProps) {
  const t = useTranslate();
  const versions = versionMenuFor(productId);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        zIndex: (theme) => theme.zIndex.drawer + 1,
      }}
    >
      <Toolbar sx={toolbarSx}>
        {hasNav && (
          <IconButton
            edge="start"
            onClick={onOpenNav}
            aria-label={t('appFrame.openNavigation') ?? undefined}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component={RouterLink}
          to="/"
          sx={{
            color: 'primary.main',
            textDecoration: 'none',
            fontWeight: 800,
            fontSize: 20,
            flexShrink: 0,
            mr: { xs: 0.5, sm: 1 },
          }}
        >
          docshell
        </Typography>
        <ProductSwitcher
          groups={productGroups}
          currentProductId={productId}
          LinkComponent={RouterLink}
        />
        {versions.length > 0 && (
          <Box sx={{ display: { xs: 'none', sm: 'block' }, flexShrink: 0 }}>
            <VersionSelector versions={versions} LinkComponent={RouterLink} />
          </Box>
        )}
        <Box sx={actionsSx}>
          <SearchButton />
          <HeaderTooltip
            title={t('appFrame.repositoryLink')}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            <IconButton
              component="a"
              href={REPOSITORY_URL}
              aria-label={t('appFrame.repositoryLink') ?? undefined}
            >
              <CodeIcon />
            </IconButton>
          </HeaderTooltip>
          <HeaderTooltip title={t('appFrame.openSettings')}>
            <IconButton
              onClick={onOpenSettings}
              aria-label={t('appFrame.openSettings') ?? undefined}
              data-ga-event-category="header"
              data-ga-event-action="settings"
            >
              <SettingsIcon />
            </IconButton>
          </HeaderTooltip>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
