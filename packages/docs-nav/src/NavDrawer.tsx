'use client';

import { Box, Paper, useTheme, type Breakpoint } from '@mui/material';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { drawerPaperSx } from './drawerPaperSx.js';

/** The drawer's width, also exposed as `--DocsNav-drawer-width` for the page layout. */
export const NAV_DRAWER_WIDTH_PX = 300;

// Its own chunk: MUI's modal, transitions and focus trap are ~8 kB gzip a reader only needs once
// the small-screen nav opens.
// (Pure: importing only docs-nav's functions must not keep this module and MUI in a bundle.)
const SwipeableNavDrawer = /* @__PURE__ */ lazy(() =>
  import('./SwipeableNavDrawer.js').then((module) => ({ default: module.SwipeableNavDrawer })),
);

export interface NavDrawerProps {
  /** Whether the swipeable drawer (below `permanentFrom`) is open. */
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** Usually a `SideNav`. Rendered in the permanent drawer, and in the swipeable one while it is open. */
  children: ReactNode;
  /** The breakpoint from which the drawer is permanent. Default `lg`. */
  permanentFrom?: Breakpoint;
  /** Only the swipeable drawer, at every width (pages without a permanent nav). */
  disablePermanent?: boolean;
  width?: number;
  className?: string;
}

/**
 * The nav's drawer: permanent from `lg` up, a swipeable drawer below. Both are chosen with CSS
 * media queries rather than a JavaScript check, so prerendered HTML is right at every width and
 * nothing shifts when the page hydrates. The permanent one is a plain panel (with MUI's drawer
 * class names); the swipeable one loads on first use: when it opens, or at the reader's first
 * touch, so that the swipe from the edge works from then on.
 */
export function NavDrawer({
  open,
  onOpen,
  onClose,
  children,
  permanentFrom = 'lg',
  disablePermanent = false,
  width = NAV_DRAWER_WIDTH_PX,
  className,
}: NavDrawerProps) {
  const theme = useTheme();
  // Mounted from the first time it is wanted on (then kept, so it can animate closed).
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted) return undefined;
    // A touch where the swipeable drawer is in use loads it, so a swipe from the edge works
    // from then on; touches where the docked drawer shows load nothing.
    const below = disablePermanent
      ? null
      : theme.breakpoints.down(permanentFrom).replace(/^@media\s*/, '');
    const want = () => {
      if (!below || typeof window.matchMedia !== 'function' || window.matchMedia(below).matches) {
        setWanted(true);
      }
    };
    window.addEventListener('touchstart', want, { passive: true });
    return () => window.removeEventListener('touchstart', want);
  }, [wanted, disablePermanent, permanentFrom, theme]);

  return (
    <>
      {disablePermanent ? null : (
        <Box
          className={['MuiDrawer-root', 'MuiDrawer-docked', className].filter(Boolean).join(' ')}
          sx={{ display: { xs: 'none', [permanentFrom]: 'block' }, width, flex: '0 0 auto' }}
        >
          <Paper
            square
            elevation={0}
            className="MuiDrawer-paper MuiDrawer-paperAnchorLeft MuiDrawer-paperAnchorDockedLeft"
            sx={{
              ...drawerPaperSx(width),
              position: 'fixed',
              top: 0,
              left: 0,
              height: '100%',
              display: 'flex',
              flexDirection: 'column',
              overflowY: 'auto',
              zIndex: 'drawer',
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            {children}
          </Paper>
        </Box>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <SwipeableNavDrawer
            open={open}
            onOpen={onOpen}
            onClose={onClose}
            hiddenFrom={disablePermanent ? undefined : permanentFrom}
            width={width}
            className={className}
          >
            {children}
          </SwipeableNavDrawer>
        </Suspense>
      )}
    </>
  );
}
