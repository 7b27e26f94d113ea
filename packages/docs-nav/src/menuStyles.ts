'use client';

import type { CSSObject, Theme } from '@mui/material';
import { paletteValue, tint } from './themeColors.js';

/** Class names shared by the product switcher and version selector menus. */
export const MENU_CLASSES = {
  anchor: 'DocsNav-menuAnchor',
  button: 'DocsNav-menuButton',
  label: 'DocsNav-menuLabel',
  menu: 'DocsNav-menu',
  item: 'DocsNav-menuItem',
  current: 'DocsNav-menuItem-current',
  separator: 'DocsNav-menuSeparator',
  caption: 'DocsNav-menuCaption',
} as const;

const c = MENU_CLASSES;

/** Styles of a menu button and its dropdown, applied once on the wrapper element. */
export const menuStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'inline-block',
  // In a crowded header the anchor may shrink (the label then ends in an ellipsis) rather than
  // wrap onto two or three lines and push the header taller.
  minWidth: 0,
  maxWidth: '100%',
  fontFamily: theme.typography.fontFamily,
  [`& .${c.button}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    maxWidth: '100%',
    whiteSpace: 'nowrap',
    minHeight: 32,
    padding: '4px 10px',
    border: `1px solid ${paletteValue(theme, 'divider')}`,
    borderRadius: 8,
    background: 'none',
    color: paletteValue(theme, 'text.primary'),
    font: 'inherit',
    fontSize: theme.typography.pxToRem(14),
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { backgroundColor: paletteValue(theme, 'action.hover') },
    '&:focus-visible': {
      outline: `2px solid ${paletteValue(theme, 'primary.main')}`,
      outlineOffset: 2,
    },
    '& svg': { flexShrink: 0 },
  },
  [`& .${c.label}`]: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  [`& .${c.menu}`]: {
    position: 'absolute',
    top: 'calc(100% + 4px)',
    left: 0,
    zIndex: theme.zIndex.modal,
    minWidth: 180,
    padding: 6,
    borderRadius: 10,
    border: `1px solid ${paletteValue(theme, 'divider')}`,
    backgroundColor: paletteValue(theme, 'background.paper'),
    boxShadow: theme.shadows[8],
  },
  [`& .${c.item}`]: {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    padding: '6px 10px',
    border: 0,
    borderRadius: 6,
    background: 'none',
    color: paletteValue(theme, 'text.primary'),
    font: 'inherit',
    fontSize: theme.typography.pxToRem(14),
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover, &:focus-visible': {
      backgroundColor: paletteValue(theme, 'action.hover'),
      outline: 'none',
    },
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${paletteValue(theme, 'primary.main')}` },
  },
  [`& .${c.current}`]: { fontWeight: 700, backgroundColor: tint(theme, 'primary', 0.1) },
  [`& .${c.separator}`]: {
    height: 1,
    margin: '6px 0',
    backgroundColor: paletteValue(theme, 'divider'),
  },
  [`& .${c.caption}`]: {
    display: 'block',
    color: paletteValue(theme, 'text.secondary'),
    fontSize: theme.typography.pxToRem(12),
    fontWeight: 400,
  },
});
