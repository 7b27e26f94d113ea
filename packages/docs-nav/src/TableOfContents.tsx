'use client';

import { styled } from '@mui/material';
import { useMemo } from 'react';
import { nestHeadings, type TocHeading } from './extractHeadings.js';
import { DEFAULT_NAV_LABELS, type NavLabels } from './navLabels.js';
import { paletteValue } from './themeColors.js';
import { useScrollSpy } from './useScrollSpy.js';

export interface TableOfContentsProps {
  /** The page's headings, levels 2 and 3 (see `extractHeadings`). */
  headings: readonly TocHeading[];
  labels?: Partial<Pick<NavLabels, 'tableOfContents' | 'contents'>>;
  /** Level of the "Contents" heading. Default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

const Root = /* @__PURE__ */ styled('nav')(({ theme }) => ({
  position: 'sticky',
  top: 'var(--DocsNav-toc-top, 80px)',
  maxHeight: 'calc(100vh - var(--DocsNav-toc-top, 80px) - 16px)',
  overflowY: 'auto',
  width: 240,
  flexShrink: 0,
  padding: theme.spacing(0, 2),
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  [theme.breakpoints.down('md')]: { display: 'none' },
  '& .DocsNav-tocTitle': {
    margin: '0 0 8px',
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 700,
    color: paletteValue(theme, 'text.primary'),
  },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& ul ul a': { paddingLeft: 20 },
  '& a': {
    display: 'block',
    padding: '4px 0 4px 8px',
    borderLeft: `2px solid ${paletteValue(theme, 'divider')}`,
    color: paletteValue(theme, 'text.secondary'),
    textDecoration: 'none',
    '&:hover': { color: paletteValue(theme, 'text.primary') },
    '&:focus-visible': { outline: `2px solid ${paletteValue(theme, 'primary.main')}` },
  },
  '& a[aria-current]': {
    color: paletteValue(theme, 'text.primary'),
    fontWeight: 600,
    borderLeftColor: paletteValue(theme, 'primary.main'),
  },
}));

/**
 * The current page's table of contents: a sticky nav (hidden below `md`) listing the `h2`s with
 * their `h3`s, marking the section being read with `aria-current="location"`. Nothing renders for
 * a page without headings.
 */
export function TableOfContents({
  headings,
  labels,
  headingLevel = 2,
  className,
}: TableOfContentsProps) {
  const entries = useMemo(() => nestHeadings(headings), [headings]);
  const ids = useMemo(() => headings.map((heading) => heading.id), [headings]);
  const { activeId, activate } = useScrollSpy(ids);
  if (entries.length === 0) return null;

  const Heading = `h${headingLevel}` as const;
  const link = (heading: TocHeading) => (
    <a
      href={`#${heading.id}`}
      aria-current={heading.id === activeId ? 'location' : undefined}
      onClick={() => activate(heading.id)}
    >
      {heading.text}
    </a>
  );

  return (
    <Root
      aria-label={labels?.tableOfContents ?? DEFAULT_NAV_LABELS.tableOfContents}
      className={className}
    >
      <Heading className="DocsNav-tocTitle">
        {labels?.contents ?? DEFAULT_NAV_LABELS.contents}
      </Heading>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            {link(entry)}
            {entry.children.length > 0 ? (
              <ul>
                {entry.children.map((child) => (
                  <li key={child.id}>{link(child)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Root>
  );
}
