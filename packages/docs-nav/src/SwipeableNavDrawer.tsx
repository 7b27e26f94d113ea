'use client';

import { SwipeableDrawer, type Breakpoint } from '@mui/material';
import type { ReactNode } from 'react';
import { drawerPaperSx } from './drawerPaperSx.js';

export interface SwipeableNavDrawerProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  children: ReactNode;
  /** Hidden from this breakpoint up, where the permanent nav shows; undefined: at every width. */
  hiddenFrom?: Breakpoint;
  width: number;
  className?: string;
}

// iOS has its own back-swipe gesture and struggles with backdrop transitions during a swipe.
function isIOS(): boolean {
  return typeof navigator !== 'undefined' && /iPad|iPhone|iPod/.test(navigator.userAgent);
}

/**
 * The small-screen nav: MUI's SwipeableDrawer (with its modal, focus trap, transitions and swipe
 * area). NavDrawer loads this module only when it is first wanted, so readers who never open the
 * nav on a phone (and every desktop reader) do not download it.
 */
export function SwipeableNavDrawer({
  open,
  onOpen,
  onClose,
  children,
  hiddenFrom,
  width,
  className,
}: SwipeableNavDrawerProps) {
  const iOS = isIOS();
  return (
    <SwipeableDrawer
      open={open}
      onOpen={onOpen}
      onClose={onClose}
      className={className}
      disableBackdropTransition={!iOS}
      disableDiscovery={iOS}
      // No body scroll lock: @mui/material 6.1.1's lock calls @mui/utils' getScrollbarSize with a
      // document, and the @mui/utils 6.4 it resolves to expects a window and throws. The paper's
      // overscroll-behavior keeps scrolling inside the drawer instead.
      ModalProps={{ keepMounted: false, disableScrollLock: true }}
      SwipeAreaProps={hiddenFrom ? { sx: { display: { [hiddenFrom]: 'none' } } } : undefined}
      sx={{
        display: hiddenFrom ? { [hiddenFrom]: 'none' } : undefined,
        '& .MuiDrawer-paper': { ...drawerPaperSx(width), overscrollBehavior: 'contain' },
      }}
    >
      {children}
    </SwipeableDrawer>
  );
}
