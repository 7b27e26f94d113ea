'use client';

import { styled } from '@mui/material';
import { useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { findActivePage } from './findActivePage.js';
import { isOutOfView } from './isOutOfView.js';
import { DEFAULT_NAV_LABELS, type NavLabels } from './navLabels.js';
import { NavLink, type NavLinkComponent } from './NavLink.js';
import type { DocsPage } from './pages.js';
import { pageToTitle } from './pageToTitle.js';
import { SIDE_NAV_CLASSES } from './sideNavClasses.js';
import { SideNavList, type SideNavShared } from './SideNavList.js';
import { sideNavStyles } from './sideNavStyles.js';

export interface SideNavProps {
  /** The product's page tree. Keep the array stable: its index is built once per array. */
  pages: readonly DocsPage[];
  /** The current path (any form: trailing slash, language prefix and hash are ignored). */
  activePath: string;
  /** The link to render internal entries with, such as react-router's `Link`. Default: `<a>`. */
  LinkComponent?: NavLinkComponent;
  /** Words to show instead of the English defaults (only the ones you pass are replaced). */
  labels?: Partial<NavLabels>;
  /** Title of an entry; default `pageToTitle`. Pass one built on `pageToTitleI18n` to translate. */
  getTitle?: (page: DocsPage) => string | null;
  /** Draws the icon named by an entry's `icon` key. */
  renderIcon?: (icon: string, page: DocsPage) => ReactNode;
  /** Called when a link is clicked, for example to close the mobile drawer. */
  onLinkClick?: (page: DocsPage, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Heading level of subheader groups. Default 2. */
  subheaderLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

const SideNavRoot = /* @__PURE__ */ styled('nav')(({ theme }) => sideNavStyles(theme));

/** The nearest ancestor that scrolls vertically, or null for the viewport. */
function scrollContainerOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * The side navigation tree of one product. Sections collapse; the active page's sections start
 * open and its link is marked `aria-current="page"` and scrolled into view when hidden. Children
 * of a collapsed section are not rendered until it is first opened, which keeps big trees cheap.
 */
export function SideNav({
  pages,
  activePath,
  LinkComponent = NavLink,
  labels,
  getTitle = pageToTitle,
  renderIcon,
  onLinkClick,
  subheaderLevel = 2,
  className,
}: SideNavProps) {
  const rootRef = useRef<HTMLElement>(null);
  const active = useMemo(() => findActivePage(pages, activePath), [pages, activePath]);
  const trail = useMemo(() => new Set(active?.parents ?? []), [active]);
  const shared = useMemo<SideNavShared>(
    () => ({
      LinkComponent,
      labels: { ...DEFAULT_NAV_LABELS, ...labels },
      getTitle,
      renderIcon,
      onLinkClick,
      subheaderLevel,
    }),
    [LinkComponent, labels, getTitle, renderIcon, onLinkClick, subheaderLevel],
  );

  const activePage = active?.page ?? null;
  useEffect(() => {
    const root = rootRef.current;
    const link = root?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!root || !link || typeof link.scrollIntoView !== 'function') return;
    const box = link.getBoundingClientRect();
    // A nav hidden with display:none (the permanent drawer on a phone) has no boxes: leave it.
    if (box.width === 0 && box.height === 0) return;
    const container = scrollContainerOf(root);
    const view = container
      ? container.getBoundingClientRect()
      : { top: 0, bottom: window.innerHeight };
    if (isOutOfView(box, view)) link.scrollIntoView({ block: 'nearest' });
  }, [activePage]);

  return (
    <SideNavRoot
      ref={rootRef}
      aria-label={shared.labels.navigation}
      className={className ? `${SIDE_NAV_CLASSES.root} ${className}` : SIDE_NAV_CLASSES.root}
    >
      <SideNavList pages={pages} depth={0} trail={trail} activePage={activePage} shared={shared} />
    </SideNavRoot>
  );
}
