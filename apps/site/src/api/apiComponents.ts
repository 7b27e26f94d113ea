import { kebabCase } from '../routing/kebabCase';
/** The Material UI components with a generated API page, by their @mui/material folder name. */
export const API_COMPONENTS = [
  'Alert',
  'AppBar',
  'Button',
  'Card',
  'Checkbox',
  'Chip',
  'Dialog',
  'Grid',
  'Grid2',
  'List',
  'Select',
  'Snackbar',
  'Switch',
  'Table',
  'Tabs',
  'TextField',
  'Tooltip',
] as const;

export function apiSlug(component: string): string {
  return kebabCase(component);
}

export function apiPathname(component: string): string {
  return `/material-ui/api/${apiSlug(component)}`;
}

/** What an API page says of itself: its head's description and the line under its Markdown title. */
export function apiPageDescription(component: string): string {
  return `API reference for the Material UI ${component} component: every prop with its type, default value and description, its slots and its CSS classes.`;
}
