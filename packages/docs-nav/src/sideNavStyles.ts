'use client';

import type { CSSObject, Theme } from '@mui/material';
import { SIDE_NAV_CLASSES as c } from './sideNavClasses.js';
import { paletteValue, tint } from './themeColors.js';

/**
 * Styles of the side nav's root, its only styled element. Every item below it is a plain element
 * matched by class, so a thousand entries cost one rule set instead of a thousand emotion components.
 */
export const sideNavStyles = (theme: Theme): CSSObject => ({
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(14),
  lineHeight: 1.5,
  padding: theme.spacing(1),
  [`& .${c.list}`]: { listStyle: 'none', margin: 0, padding: 0 },
  [`& .${c.link}, & .${c.section}`]: {
    display: 'flex',
    alignItems: 'center',
    gap: 6,
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 32,
    margin: '1px 0',
    padding: '4px 8px',
    border: 0,
    borderRadius: 8,
    background: 'none',
    color: paletteValue(theme, 'text.secondary'),
    font: 'inherit',
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': {
      color: paletteValue(theme, 'text.primary'),
      backgroundColor: paletteValue(theme, 'action.hover'),
    },
    '&:focus-visible': {
      outline: `2px solid ${paletteValue(theme, 'primary.main')}`,
      outlineOffset: -2,
    },
  },
  [`& .${c.section}`]: { color: paletteValue(theme, 'text.primary'), fontWeight: 500 },
  // Text stays in text.primary so contrast holds with any brand colour; the tint and bar mark it.
  [`& .${c.link}[aria-current="page"]`]: {
    color: paletteValue(theme, 'text.primary'),
    fontWeight: 600,
    backgroundColor: tint(theme, 'primary', 0.1),
    boxShadow: `inset 3px 0 0 ${paletteValue(theme, 'primary.main')}`,
  },
  [`& .${c.label}`]: { minWidth: 0, overflowWrap: 'anywhere' },
  [`& .${c.chevron}`]: {
    marginLeft: 'auto',
    flexShrink: 0,
    transition: theme.transitions.create('transform', { duration: 150 }),
  },
  [`& .${c.section}[aria-expanded="true"] .${c.chevron}`]: { transform: 'rotate(90deg)' },
  [`& .${c.subheader}`]: {
    margin: '12px 0 4px',
    padding: '0 8px',
    fontSize: theme.typography.pxToRem(11),
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: paletteValue(theme, 'text.secondary'),
  },
  [`& .${c.icon}`]: { display: 'inline-flex', flexShrink: 0 },
  [`& .${c.planIcon}`]: { flexShrink: 0, fontSize: 14 },
  [`& .${c.chip}`]: {
    flexShrink: 0,
    padding: '0 6px',
    borderRadius: 6,
    border: '1px solid',
    fontSize: theme.typography.pxToRem(10.5),
    fontWeight: 700,
    lineHeight: '16px',
    letterSpacing: '0.02em',
    color: paletteValue(theme, 'text.primary'),
  },
  [`& .${c.chip}-success`]: {
    borderColor: paletteValue(theme, 'success.main'),
    backgroundColor: tint(theme, 'success', 0.1),
  },
  [`& .${c.chip}-warning`]: {
    borderColor: paletteValue(theme, 'warning.main'),
    backgroundColor: tint(theme, 'warning', 0.1),
  },
  [`& .${c.chip}-primary`]: {
    borderColor: paletteValue(theme, 'primary.main'),
    backgroundColor: tint(theme, 'primary', 0.1),
  },
  [`& .${c.chip}-neutral`]: {
    borderColor: paletteValue(theme, 'text.secondary'),
  },
});
