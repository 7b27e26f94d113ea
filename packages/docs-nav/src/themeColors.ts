'use client';

import { alpha, type Theme } from '@mui/material';

type Tone = 'primary' | 'success' | 'warning';

function read(source: unknown, path: string): string | undefined {
  let node: unknown = source;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The theme's CSS variables when the site uses them, so colours follow the scheme without a re-render. */
function cssVarsPalette(theme: Theme): unknown {
  return (theme as Theme & { vars?: { palette?: unknown } }).vars?.palette;
}

/** A palette value by dot path (`text.secondary`, `divider`), as a CSS variable when available. */
export function paletteValue(theme: Theme, path: string): string {
  return read(cssVarsPalette(theme), path) ?? read(theme.palette, path) ?? 'currentColor';
}

/** The tone's main colour at an opacity, for tinted backgrounds. */
export function tint(theme: Theme, tone: Tone, opacity: number): string {
  const channel = read(cssVarsPalette(theme), `${tone}.mainChannel`);
  return channel ? `rgba(${channel} / ${opacity})` : alpha(theme.palette[tone].main, opacity);
}
