import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@docshell/docs-i18n';
import { ProductSwitcher, VersionSelector } from '@docshell/docs-nav';
import { HeaderTooltip } from '../shell/HeaderTooltip';
import { CodeIcon, MenuIcon, SettingsIcon } from '../shell/icons';
import { SearchButton } from '../search';
import { productGroups } from '../shell/productGroups';
import { RouterLink } from '../shell/RouterLink';
import { REPOSITORY_URL } from '../siteConfig';
import { versionMenuFor } from '../versions';

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
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 } }}>
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
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <VersionSelector versions={versions} LinkComponent={RouterLink} />
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <SearchButton />
        <HeaderTooltip title={t('appFrame.repositoryLink')}>
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
      </Toolbar>
    </AppBar>
  );
}
