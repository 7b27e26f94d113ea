// Every module imports MUI from its root entry ('@mui/material'), never a deep path: MUI 6 has
// no exports map, so '@mui/material/Box' fails under Node's ESM loader (a prerender in plain Node).
// Pure logic: page model, path rules, lookups, routes, product identity, scroll-spy rules.
export { flattenPages } from './pages';
export type { DocsPage, PagePlan } from './pages';
export { isExternalHref, normalizePathname } from './normalizePathname';
export { pageToTitle, pageToTitleI18n } from './pageToTitle';
export type { PageTitleTranslate } from './pageToTitle';
export { createPageIndex, getPageIndex } from './createPageIndex';
export type { ActivePage, PageIndex, PageTrees, PrevNext } from './createPageIndex';
export { findActivePage, getPrevNext } from './findActivePage';
export { getPageHref } from './getPageHref';
export { pagesToRoutes } from './pagesToRoutes';
export type { DocsRoute } from './pagesToRoutes';
export { UNKNOWN_PRODUCT, getProductInfo } from './getProductInfo';
export type { ProductCategoryId, ProductInfo } from './getProductInfo';
export {
  VERSIONS_PATHNAME,
  VIEW_ALL_VERSIONS_TEXT,
  getCurrentVersion,
  getVersionMenuItems,
  hasVersionMenu,
} from './productIdentity';
export type { ProductIdentity, ProductVersion, VersionMenuItem } from './productIdentity';
export { findProduct } from './productGroups';
export type { ProductGroup, ProductLink } from './productGroups';
export { DEFAULT_NAV_LABELS } from './navLabels';
export type { NavLabels } from './navLabels';
export { getPageBadges } from './getPageBadges';
export type { PageBadge, PageBadgeKind, PageBadgeTone } from './getPageBadges';
export {
  TOC_CLICK_PAUSE_MS,
  TOC_SCROLL_THROTTLE_MS,
  TOC_TOP_OFFSET_PX,
  TOC_VIEWPORT_FRACTION,
  getActiveHeadingId,
} from './tocScrollSpy';
export type { HeadingPosition } from './tocScrollSpy';
export { extractHeadings, nestHeadings } from './extractHeadings';
export type { TocEntry, TocHeading } from './extractHeadings';
export { createThrottle } from './createThrottle';
export type { Throttled } from './createThrottle';
export { nextMenuIndex } from './menuNavigation';
export { ACTIVE_LINK_BOTTOM_MARGIN_PX, isOutOfView } from './isOutOfView';

// Components: router-agnostic (they take the current path and a link component).
export { NavLink } from './NavLink';
export type { NavLinkComponent, NavLinkProps } from './NavLink';
export { PlanIcon } from './PlanIcon';
export type { PlanIconProps } from './PlanIcon';
export { SideNav } from './SideNav';
export type { SideNavProps } from './SideNav';
export { NAV_DRAWER_WIDTH_PX, NavDrawer } from './NavDrawer';
export type { NavDrawerProps } from './NavDrawer';
export { ProductSwitcher } from './ProductSwitcher';
export type { ProductSwitcherProps } from './ProductSwitcher';
export { VersionSelector } from './VersionSelector';
export type { VersionSelectorProps } from './VersionSelector';
export { useScrollSpy } from './useScrollSpy';
export type { ScrollSpy } from './useScrollSpy';
export { TableOfContents } from './TableOfContents';
export type { TableOfContentsProps } from './TableOfContents';
export { PrevNextLinks } from './PrevNextLinks';
export type { PrevNextLinksProps } from './PrevNextLinks';
