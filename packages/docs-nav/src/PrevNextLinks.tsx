'use client';

import { styled } from '@mui/material';
import type { PageTrees } from './createPageIndex.js';
import { getPrevNext } from './findActivePage.js';
import { DEFAULT_NAV_LABELS, type NavLabels } from './navLabels.js';
import { NavLink, type NavLinkComponent } from './NavLink.js';
import type { DocsPage } from './pages.js';
import { pageToTitle } from './pageToTitle.js';
import { paletteValue } from './themeColors.js';

export interface PrevNextLinksProps {
  /** The product's tree (or trees). Keep it stable: its index is built once per array. */
  pages: PageTrees;
  activePath: string;
  LinkComponent?: NavLinkComponent;
  labels?: Partial<Pick<NavLabels, 'pagination' | 'previous' | 'next'>>;
  getTitle?: (page: DocsPage) => string | null;
  className?: string;
}

const Root = /* @__PURE__ */ styled('nav')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  margin: theme.spacing(4, 0),
  fontFamily: theme.typography.fontFamily,
  '& a': {
    display: 'flex',
    flexDirection: 'column',
    maxWidth: '48%',
    padding: theme.spacing(1, 1.5),
    borderRadius: 8,
    color: paletteValue(theme, 'text.primary'),
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { backgroundColor: paletteValue(theme, 'action.hover') },
    '&:focus-visible': { outline: `2px solid ${paletteValue(theme, 'primary.main')}` },
  },
  '& a[rel="next"]': { marginLeft: 'auto', textAlign: 'right' },
  '& .DocsNav-pagerCaption': {
    fontSize: theme.typography.pxToRem(12),
    fontWeight: 400,
    color: paletteValue(theme, 'text.secondary'),
  },
}));

/**
 * Links to the previous and next pages in reading order (pages hidden from the side nav are
 * skipped). Nothing renders when the page has neither.
 */
export function PrevNextLinks({
  pages,
  activePath,
  LinkComponent = NavLink,
  labels,
  getTitle = pageToTitle,
  className,
}: PrevNextLinksProps) {
  const { previous, next } = getPrevNext(pages, activePath);
  if (!previous && !next) return null;
  const words = { ...DEFAULT_NAV_LABELS, ...labels };
  const link = (page: DocsPage, rel: 'prev' | 'next') => (
    <LinkComponent href={page.pathname} to={page.pathname} rel={rel}>
      <span className="DocsNav-pagerCaption">{rel === 'prev' ? words.previous : words.next}</span>{' '}
      {getTitle(page) ?? page.pathname}
    </LinkComponent>
  );
  return (
    <Root aria-label={words.pagination} className={className}>
      {previous ? link(previous, 'prev') : null}
      {next ? link(next, 'next') : null}
    </Root>
  );
}
