import Box from '@mui/material/Box';
import { useTranslate } from '@docshell/docs-i18n';
import { getProductInfo, NavDrawer, resolveDocsPath, type DocsPage } from '@docshell/docs-nav';
import { lazy, Suspense, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { hasProductTree } from '../products';
import { SearchProvider } from '../search';
import { AppFooter } from './AppFooter';
import { RouteProgress } from '../routing/RouteProgress';
import { useLocation } from 'react-router-dom';
import { SkipLink } from './SkipLink';
import { LeaveOutOnError } from '../resilience/LeaveOutOnError';
import { AppHeader } from './AppHeader';
import { ProductSideNav } from './ProductSideNav';

import { trackingComponent } from './trackingComponent';

/**
 * Click tracking, page views and the consent prompt, from a chunk loaded once the page is
 * interactive. Until then its Suspense boundary keeps the prerendered prompt (an overlay: it moves
 * nothing), which the pre-paint script has already shown or hidden.
 */
function TrackingWhenLoaded() {
  const Tracking = trackingComponent.loaded() ?? use(trackingComponent.afterHydration());
  return <Tracking />;
}

// The settings drawer (inputs, menus, toggle groups) is fetched the first time it opens: most
// readers never open it, so it stays out of the JS every page loads.
const SettingsDrawer = lazy(() =>
  import('./SettingsDrawer').then((module) => ({ default: module.SettingsDrawer })),
);

/** Header, side nav, footer and the drawers around the page (`children`). */
export function AppLayout({ children }: { children: ReactNode }) {
  const { pathname: shownPath } = useLocation();
  // The page's own path: `/zh/material-ui/...` renders the English page in place, nav and all.
  const rules = resolveDocsPath(shownPath);
  const pathname = rules.kind === 'match' ? rules.pathname : shownPath;
  const t = useTranslate();
  const hasNav = hasProductTree(pathname);
  const { productId } = getProductInfo(pathname);
  const [navOpen, setNavOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsUsed, setSettingsUsed] = useState(false);
  const openSettings = useCallback(() => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  }, []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);
  const closeNav = useCallback(() => setNavOpen(false), []);
  const openNav = useCallback(() => setNavOpen(true), []);
  const onLinkClick = useCallback((_page: DocsPage) => setNavOpen(false), []);
  // Stable, so the side nav's memoised entries skip re-rendering on every navigation.
  const navigationLabel = t('appFrame.navigationLabel') ?? undefined;
  const navLabels = useMemo(() => ({ navigation: navigationLabel }), [navigationLabel]);
  // One element while the path is the same: a re-render of the layout (a drawer opening, say)
  // does not touch the nav's Suspense boundary, so a nav still waiting for its tree keeps its
  // prerendered HTML instead of being rendered afresh. A tree that fails to load leaves the nav
  // out; the page shows the failure.
  const sideNav = useMemo(
    () => (
      <LeaveOutOnError>
        <Suspense fallback={null}>
          <ProductSideNav pathname={pathname} onLinkClick={onLinkClick} labels={navLabels} />
        </Suspense>
      </LeaveOutOnError>
    ),
    [pathname, onLinkClick, navLabels],
  );
  return (
    <SearchProvider>
      <SkipLink />
      <LeaveOutOnError>
        <Suspense fallback={null}>
          <TrackingWhenLoaded />
        </Suspense>
      </LeaveOutOnError>
      <RouteProgress />
      <AppHeader
        productId={productId}
        hasNav={hasNav}
        onOpenNav={openNav}
        onOpenSettings={openSettings}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        {hasNav && (
          <NavDrawer open={navOpen} onOpen={openNav} onClose={closeNav} className="site-nav">
            {sideNav}
          </NavDrawer>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box
            component="main"
            id="main-content"
            tabIndex={-1}
            sx={{ px: { xs: 2, sm: 3, md: 5 }, py: 3, outline: 'none' }}
          >
            {children}
          </Box>
          <AppFooter />
        </Box>
      </Box>
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={closeSettings} />
        </Suspense>
      )}
    </SearchProvider>
  );
}
