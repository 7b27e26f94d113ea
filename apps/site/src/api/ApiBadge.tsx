import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type ApiBadgeColor = 'primary' | 'warning';

// A div, as MUI's Chip is: agents and text extractors take it for a segment of its own.
const BadgeRoot = styled('div', {
  shouldForwardProp: (prop) => prop !== 'color',
})<{ color: ApiBadgeColor }>(({ theme, color }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  height: 24,
  marginLeft: theme.spacing(1),
  padding: '0 7px',
  borderRadius: 12,
  border: `1px solid rgba(${theme.vars.palette[color].mainChannel} / 0.7)`,
  color: theme.vars.palette[color].main,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
}));

/**
 * A small outlined label beside a name ("Pro plan", "Deprecated"), drawn as MUI's small outlined
 * Chip is: the Chip (with the delete icon it imports) would be 4.4 kB (gzip) of every API page.
 */
export function ApiBadge({ color, children }: { color: ApiBadgeColor; children: ReactNode }) {
  // The space is text, not layout (a flex container drops it): the name and the badge read as two
  // words to a screen reader, a copy and an agent, not `groupedTextDeprecated`.
  return <BadgeRoot color={color}> {children}</BadgeRoot>;
}
