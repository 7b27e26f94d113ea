'use client';

import { styled } from '@mui/material';
import { Fragment } from 'react';
import { ChevronDown } from './Chevron.js';
import { isExternalHref } from './normalizePathname.js';
import { DEFAULT_NAV_LABELS, type NavLabels } from './navLabels.js';
import { NavLink, type NavLinkComponent } from './NavLink.js';
import { MENU_CLASSES as c, menuStyles } from './menuStyles.js';
import {
  getCurrentVersion,
  getVersionMenuItems,
  hasVersionMenu,
  type ProductVersion,
} from './productIdentity.js';
import { MENU_INITIAL_FOCUS_ATTR, useMenuButton } from './useMenuButton.js';

export interface VersionSelectorProps {
  /** The product's versions: the current one, older ones (external archive sites), "View all versions". */
  versions: readonly ProductVersion[];
  /** Renders internal entries such as `/versions`. Default: `<a>`. */
  LinkComponent?: NavLinkComponent;
  labels?: Partial<Pick<NavLabels, 'version'>>;
  className?: string;
}

const Root = /* @__PURE__ */ styled('div')(({ theme }) => ({
  ...menuStyles(theme),
  '& .DocsNav-versionText': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 32,
    padding: '4px 10px',
    fontSize: theme.typography.pxToRem(14),
    fontWeight: 600,
  },
}));

/**
 * Shows the version these docs describe. With more than one entry it is a button (with an arrow)
 * opening a menu: the current version (choosing it just closes the menu), older versions linking
 * to their archive sites, and "View all versions" after a divider. With one entry it is plain text.
 */
export function VersionSelector({
  versions,
  LinkComponent = NavLink,
  labels,
  className,
}: VersionSelectorProps) {
  const { open, buttonProps, menuProps } = useMenuButton();
  const current = getCurrentVersion(versions);
  if (!current) return null;
  const rootClass = className ? `${c.anchor} ${className}` : c.anchor;
  if (!hasVersionMenu(versions)) {
    return (
      <Root className={rootClass}>
        <span className="DocsNav-versionText">{current.text}</span>
      </Root>
    );
  }
  const versionLabel = labels?.version ?? DEFAULT_NAV_LABELS.version;

  return (
    <Root className={rootClass}>
      <button {...buttonProps} className={c.button} aria-label={`${versionLabel} ${current.text}`}>
        <span className={c.label}>{current.text}</span>
        <ChevronDown />
      </button>
      {open ? (
        <div {...menuProps} className={c.menu}>
          {getVersionMenuItems(versions).map(({ version, isCurrent, dividerBefore }, index) => {
            const common = { role: 'menuitem', tabIndex: -1 };
            let item;
            if (isCurrent) {
              item = (
                <button
                  type="button"
                  {...common}
                  className={`${c.item} ${c.current}`}
                  aria-current="true"
                  {...{ [MENU_INITIAL_FOCUS_ATTR]: '' }}
                >
                  {version.text}
                </button>
              );
            } else if (!version.href) {
              item = (
                <span {...common} className={c.item} aria-disabled="true">
                  {version.text}
                </span>
              );
            } else if (isExternalHref(version.href)) {
              // Archive sites: readers may follow them, search engines need not.
              item = (
                <a {...common} className={c.item} href={version.href} rel="nofollow">
                  {version.text}
                </a>
              );
            } else {
              item = (
                <LinkComponent {...common} className={c.item} href={version.href} to={version.href}>
                  {version.text}
                </LinkComponent>
              );
            }
            return (
              <Fragment key={`${index}:${version.text}`}>
                {dividerBefore ? <div role="separator" className={c.separator} /> : null}
                {item}
              </Fragment>
            );
          })}
        </div>
      ) : null}
    </Root>
  );
}
