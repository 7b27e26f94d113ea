'use client';

import { styled } from '@mui/material';
import { useId, useMemo } from 'react';
import { ChevronDown } from './Chevron.js';
import { isExternalHref } from './normalizePathname.js';
import { DEFAULT_NAV_LABELS, type NavLabels } from './navLabels.js';
import { NavLink, type NavLinkComponent } from './NavLink.js';
import { MENU_CLASSES as c, menuStyles } from './menuStyles.js';
import { findProduct, type ProductGroup } from './productGroups.js';
import { paletteValue } from './themeColors.js';
import { MENU_INITIAL_FOCUS_ATTR, useMenuButton } from './useMenuButton.js';

export interface ProductSwitcherProps {
  /** The product family, one group per column (Core, MUI X, Toolpad, ...). The site owns this list. */
  groups: readonly ProductGroup[];
  /** The productId of the current page (from `getProductInfo`). */
  currentProductId?: string | null;
  LinkComponent?: NavLinkComponent;
  labels?: Partial<Pick<NavLabels, 'products'>>;
  className?: string;
}

const Root = /* @__PURE__ */ styled('div')(({ theme }) => ({
  ...menuStyles(theme),
  '& .DocsNav-productGrid': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
    gap: 8,
    width: 'min(92vw, 600px)',
  },
  '& .DocsNav-productGroupName': {
    display: 'flex',
    alignItems: 'center',
    gap: 6,
    margin: '4px 10px 6px',
    fontSize: theme.typography.pxToRem(12),
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: paletteValue(theme, 'text.secondary'),
  },
  '& .DocsNav-productChip': {
    padding: '0 6px',
    border: `1px solid ${paletteValue(theme, 'primary.main')}`,
    borderRadius: 6,
    fontSize: theme.typography.pxToRem(10.5),
    letterSpacing: 0,
    textTransform: 'none',
    color: paletteValue(theme, 'text.primary'),
  },
}));

/**
 * A button with the current product's name that opens a grid of every product in the family,
 * grouped in columns, the current one highlighted and marked `aria-current="page"`.
 */
export function ProductSwitcher({
  groups,
  currentProductId,
  LinkComponent = NavLink,
  labels,
  className,
}: ProductSwitcherProps) {
  const { open, buttonProps, menuProps } = useMenuButton();
  const baseId = useId();
  const current = useMemo(() => findProduct(groups, currentProductId), [groups, currentProductId]);
  const buttonText = current
    ? (current.fullName ?? current.name)
    : (labels?.products ?? DEFAULT_NAV_LABELS.products);

  return (
    <Root className={className ? `${c.anchor} ${className}` : c.anchor}>
      <button {...buttonProps} className={c.button}>
        <span className={c.label}>{buttonText}</span>
        <ChevronDown />
      </button>
      {open ? (
        <div {...menuProps} className={`${c.menu} DocsNav-productGrid`}>
          {groups.map((group, groupIndex) => {
            const labelId = `${baseId}group${groupIndex}`;
            return (
              <div key={group.name} role="group" aria-labelledby={labelId}>
                <div id={labelId} className="DocsNav-productGroupName">
                  {group.name}
                  {group.chip ? (
                    <>
                      {' '}
                      <span className="DocsNav-productChip">{group.chip}</span>
                    </>
                  ) : null}
                </div>
                {group.products.map((product) => {
                  const isCurrent = product.id === current?.id;
                  const itemProps = {
                    role: 'menuitem',
                    tabIndex: -1,
                    className: isCurrent ? `${c.item} ${c.current}` : c.item,
                    'aria-current': isCurrent ? ('page' as const) : undefined,
                    [MENU_INITIAL_FOCUS_ATTR]: isCurrent ? '' : undefined,
                  };
                  const content = (
                    <>
                      {product.name}
                      {product.description ? (
                        <>
                          {' '}
                          <span className={c.caption}>{product.description}</span>
                        </>
                      ) : null}
                    </>
                  );
                  return isExternalHref(product.href) ? (
                    <a key={product.id} href={product.href} {...itemProps}>
                      {content}
                    </a>
                  ) : (
                    <LinkComponent
                      key={product.id}
                      href={product.href}
                      to={product.href}
                      {...itemProps}
                    >
                      {content}
                    </LinkComponent>
                  );
                })}
              </div>
            );
          })}
        </div>
      ) : null}
    </Root>
  );
}
