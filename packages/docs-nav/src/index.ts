// Every module imports MUI from its root entry ('@mui/material'), never a deep path: MUI 6 has
// no exports map, so '@mui/material/Box' fails under Node's ESM loader (a prerender in plain Node).
// Pure logic: page model, path rules, lookups, routes, product identity, headings. The scroll
// spy's and the active link's timings and offsets are in `./testing`.
export { flattenPages } from './flattenPages.js';
export type { DocsPage, PagePlan } from './pages.js';
export { isExternalHref, normalizePathname } from './normalizePathname.js';
export { pageToTitle, pageToTitleI18n } from './pageToTitle.js';
export type { PageTitleTranslate } from './pageToTitle.js';
export { createPageIndex, getPageIndex } from './createPageIndex.js';
export type { ActivePage, PageIndex, PageTrees, PrevNext } from './createPageIndex.js';
export { findActivePage, getPrevNext } from './findActivePage.js';
export { getPageHref } from './getPageHref.js';
export { isRedirectRoute, pagesToRoutes } from './pagesToRoutes.js';
export type {
  DocsPageRoute,
  DocsRedirectRoute,
  DocsRoute,
  PagesToRoutesOptions,
} from './pagesToRoutes.js';
export { resolveDocsPath } from './resolveDocsPath.js';
export type { DocsPathResolution } from './resolveDocsPath.js';
export { UNKNOWN_PRODUCT, getProductInfo } from './getProductInfo.js';
export type { ProductCategoryId, ProductInfo } from './getProductInfo.js';
export {
  VERSIONS_PATHNAME,
  VIEW_ALL_VERSIONS_TEXT,
  getCurrentVersion,
  getVersionMenuItems,
  hasVersionMenu,
} from './productIdentity.js';
export type { ProductIdentity, ProductVersion, VersionMenuItem } from './productIdentity.js';
export { findProduct } from './productGroups.js';
export type { ProductGroup, ProductLink } from './productGroups.js';
export { DEFAULT_NAV_LABELS } from './navLabels.js';
export type { NavLabels } from './navLabels.js';
export { getPageBadges } from './getPageBadges.js';
export type { PageBadge, PageBadgeKind, PageBadgeTone } from './getPageBadges.js';
export { extractHeadings, nestHeadings } from './extractHeadings.js';
export type { TocEntry, TocHeading } from './extractHeadings.js';

// Components: router-agnostic (they take the current path and a link component).
export { NavLink } from './NavLink.js';
export type { NavLinkComponent, NavLinkProps } from './NavLink.js';
export { PlanIcon } from './PlanIcon.js';
export type { PlanIconProps } from './PlanIcon.js';
export { SideNav } from './SideNav.js';
export type { SideNavProps } from './SideNav.js';
export { NAV_DRAWER_WIDTH_PX, NavDrawer } from './NavDrawer.js';
export type { NavDrawerProps } from './NavDrawer.js';
export { ProductSwitcher } from './ProductSwitcher.js';
export type { ProductSwitcherProps } from './ProductSwitcher.js';
export { VersionSelector } from './VersionSelector.js';
export type { VersionSelectorProps } from './VersionSelector.js';
export { useScrollSpy } from './useScrollSpy.js';
export type { ScrollSpy } from './useScrollSpy.js';
export { TableOfContents } from './TableOfContents.js';
export type { TableOfContentsProps } from './TableOfContents.js';
export { PrevNextLinks } from './PrevNextLinks.js';
export type { PrevNextLinksProps } from './PrevNextLinks.js';
