'use client';

import { memo, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { isExternalHref } from './normalizePathname.js';
import type { NavLabels } from './navLabels.js';
import type { NavLinkComponent } from './NavLink.js';
import type { DocsPage } from './pages.js';
import { PageBadges } from './PageBadges.js';
import { SIDE_NAV_CLASSES as c, SIDE_NAV_INDENT_PX } from './sideNavClasses.js';

/** Settings every item shares; memoised by SideNav so items can skip re-rendering. */
export interface SideNavShared {
  LinkComponent: NavLinkComponent;
  labels: NavLabels;
  getTitle: (page: DocsPage) => string | null;
  renderIcon?: (icon: string, page: DocsPage) => ReactNode;
  onLinkClick?: (page: DocsPage, event: MouseEvent<HTMLAnchorElement>) => void;
  subheaderLevel: 2 | 3 | 4 | 5 | 6;
}

interface BranchProps {
  page: DocsPage;
  depth: number;
  trail: ReadonlySet<DocsPage> | null;
  activePage: DocsPage | null;
  shared: SideNavShared;
}

interface ListProps {
  pages: readonly DocsPage[];
  depth: number;
  /** The active page's ancestors, or null when this list holds none of them. */
  trail: ReadonlySet<DocsPage> | null;
  activePage: DocsPage | null;
  shared: SideNavShared;
  id?: string;
  hidden?: boolean;
}

const indent = (depth: number) => ({ paddingLeft: 8 + depth * SIDE_NAV_INDENT_PX });

function Chevron() {
  return (
    <svg className={c.chevron} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d="M6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

function EntryContent({
  page,
  title,
  shared,
}: {
  page: DocsPage;
  title: string;
  shared: SideNavShared;
}) {
  return (
    <>
      {page.icon && shared.renderIcon ? (
        <span className={c.icon} aria-hidden="true">
          {shared.renderIcon(page.icon, page)}
        </span>
      ) : null}
      <span className={c.label}>{title}</span>
      <PageBadges page={page} labels={shared.labels} />
    </>
  );
}

const NavLeaf = /* @__PURE__ */ memo(function NavLeaf(props: {
  page: DocsPage;
  depth: number;
  active: boolean;
  shared: SideNavShared;
}) {
  const { page, depth, active, shared } = props;
  const title = shared.getTitle(page);
  if (title === null) return null;
  const content = <EntryContent page={page} title={title} shared={shared} />;
  const onClick = shared.onLinkClick
    ? (event: MouseEvent<HTMLAnchorElement>) => shared.onLinkClick?.(page, event)
    : undefined;
  const { LinkComponent } = shared;
  return (
    <li>
      {isExternalHref(page.pathname) ? (
        <a
          className={c.link}
          href={page.pathname}
          style={indent(depth)}
          onClick={onClick}
          {...page.linkProps}
        >
          {content}
        </a>
      ) : (
        <LinkComponent
          className={c.link}
          href={page.pathname}
          to={page.pathname}
          aria-current={active ? 'page' : undefined}
          style={indent(depth)}
          onClick={onClick}
          {...page.linkProps}
        >
          {content}
        </LinkComponent>
      )}
    </li>
  );
});

const NavSection = /* @__PURE__ */ memo(function NavSection(props: BranchProps) {
  const { page, depth, trail, activePage, shared } = props;
  const listId = useId();
  const inTrail = trail !== null;
  const [open, setOpen] = useState(inTrail);
  // Children are mounted the first time the section opens, then kept (hidden) when it closes.
  const [mounted, setMounted] = useState(inTrail);
  const [wasInTrail, setWasInTrail] = useState(inTrail);
  if (inTrail !== wasInTrail) {
    // Navigating into this section opens it; navigating away leaves it as the reader left it.
    setWasInTrail(inTrail);
    if (inTrail) {
      setOpen(true);
      setMounted(true);
    }
  }
  const title = shared.getTitle(page);
  const children = page.children ?? [];
  if (title === null) {
    // A section without a title is a plain wrapper: its children show at its level.
    return (
      <SideNavItems
        pages={children}
        depth={depth}
        trail={trail}
        activePage={activePage}
        shared={shared}
      />
    );
  }
  const toggle = () => {
    setOpen((value) => !value);
    setMounted(true);
  };
  return (
    <li>
      <button
        type="button"
        className={c.section}
        aria-expanded={open}
        aria-controls={mounted ? listId : undefined}
        style={indent(depth)}
        onClick={toggle}
      >
        <EntryContent page={page} title={title} shared={shared} />
        <Chevron />
      </button>
      {mounted ? (
        <SideNavList
          id={listId}
          hidden={!open}
          pages={children}
          depth={depth + 1}
          trail={trail}
          activePage={activePage}
          shared={shared}
        />
      ) : null}
    </li>
  );
});

const NavGroup = /* @__PURE__ */ memo(function NavGroup(props: BranchProps) {
  const { page, depth, trail, activePage, shared } = props;
  const headingId = useId();
  const title = shared.getTitle(page);
  const Heading = `h${shared.subheaderLevel}` as const;
  return (
    <li>
      {title !== null ? (
        <Heading id={headingId} className={c.subheader} style={indent(depth)}>
          {title}
        </Heading>
      ) : null}
      {/* Subheaders are always open and do not indent their children. */}
      <ul className={c.list} aria-labelledby={title !== null ? headingId : undefined}>
        <SideNavItems
          pages={page.children ?? []}
          depth={depth}
          trail={trail}
          activePage={activePage}
          shared={shared}
        />
      </ul>
    </li>
  );
});

/** The entries of one level, without the surrounding list element. */
function SideNavItems({
  pages,
  depth,
  trail,
  activePage,
  shared,
}: Omit<ListProps, 'id' | 'hidden'>) {
  return (
    <>
      {pages.map((page, index) => {
        if (page.inSideNav === false) return null;
        const key = `${index}:${page.subheader ?? page.pathname}`;
        // Only the branch holding the active page gets the trail, so other branches stay memoised.
        const branchTrail = trail?.has(page) ? trail : null;
        const branchActive = branchTrail ? activePage : null;
        if (page.subheader) {
          return (
            <NavGroup
              key={key}
              page={page}
              depth={depth}
              trail={branchTrail}
              activePage={branchActive}
              shared={shared}
            />
          );
        }
        if (page.children && page.children.length > 0) {
          return (
            <NavSection
              key={key}
              page={page}
              depth={depth}
              trail={branchTrail}
              activePage={branchActive}
              shared={shared}
            />
          );
        }
        return (
          <NavLeaf
            key={key}
            page={page}
            depth={depth}
            active={page === activePage}
            shared={shared}
          />
        );
      })}
    </>
  );
}

/** One level of the side nav as a list. */
export function SideNavList({ id, hidden, ...props }: ListProps) {
  return (
    <ul id={id} hidden={hidden} className={c.list}>
      <SideNavItems {...props} />
    </ul>
  );
}
