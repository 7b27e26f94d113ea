import Box from '@mui/material/Box';
import { useTranslate } from '@docshell/docs-i18n';
import { getProductInfo, NavDrawer, SideNav, type DocsPage } from '@docshell/docs-nav';
import { useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { productForPath } from '../products';
import { SearchProvider } from '../search';
import { AppFooter } from '../shell/AppFooter';
import { RouteProgress } from '../shell/RouteProgress';
import { RouterLink } from '../shell/RouterLink';
import { SettingsDrawer } from '../shell/SettingsDrawer';
import { SkipLink } from '../shell/SkipLink';
import { AppHeader } from './AppHeader';
import { Tracking } from './Tracking';

export function AppLayout() {
  const { pathname } = useLocation();
  const t = useTranslate();
  const product = productForPath(pathname);
  const { productId } = getProductInfo(pathname);
  const [navOpen, setNavOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  const openNav = useCallback(() => setNavOpen(true), []);
  const onLinkClick = useCallback((_page: DocsPage) => setNavOpen(false), []);
  return (
    <SearchProvider>
      <SkipLink />
      <Tracking />
      <RouteProgress />
      <AppHeader
        productId={productId}
        hasNav={Boolean(product)}
        onOpenNav={openNav}
        onOpenSettings={() => setSettingsOpen(true)}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        {product && (
          <NavDrawer open={navOpen} onOpen={openNav} onClose={closeNav} className="site-nav">
            <SideNav
              pages={product.pages}
              activePath={pathname}
              LinkComponent={RouterLink}
              onLinkClick={onLinkClick}
              labels={{ navigation: t('appFrame.navigationLabel') ?? undefined }}
            />
          </NavDrawer>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box
            component="main"
            id="main-content"
            tabIndex={-1}
            sx={{ px: { xs: 2, sm: 3, md: 5 }, py: 3, outline: 'none' }}
          >
            <Outlet />
          </Box>
          <AppFooter />
        </Box>
      </Box>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </SearchProvider>
  );
}
