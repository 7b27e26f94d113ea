import { Drawer, SwipeableDrawer, type Breakpoint } from '@mui/material';
import type { ReactNode } from 'react';

/** The drawer's width, also exposed as `--DocsNav-drawer-width` for the page layout. */
export const NAV_DRAWER_WIDTH_PX = 300;

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

// iOS has its own back-swipe gesture and struggles with backdrop transitions during a swipe.
function isIOS(): boolean {
  return typeof navigator !== 'undefined' && /iPad|iPhone|iPod/.test(navigator.userAgent);
}

/**
 * The nav's drawer: permanent from `lg` up, a swipeable drawer below. Both are chosen with CSS
 * media queries rather than a JavaScript check, so prerendered HTML is right at every width and
 * nothing shifts when the page hydrates. The swipeable drawer mounts its content only when open.
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
  const paper = {
    width,
    boxSizing: 'border-box' as const,
    '--DocsNav-drawer-width': `${width}px`,
  };
  const iOS = isIOS();
  return (
    <>
      {disablePermanent ? null : (
        <Drawer
          variant="permanent"
          className={className}
          sx={{
            display: { xs: 'none', [permanentFrom]: 'block' },
            width,
            flexShrink: 0,
            '& .MuiDrawer-paper': paper,
          }}
        >
          {children}
        </Drawer>
      )}
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
        SwipeAreaProps={
          disablePermanent ? undefined : { sx: { display: { [permanentFrom]: 'none' } } }
        }
        sx={{
          display: disablePermanent ? undefined : { [permanentFrom]: 'none' },
          '& .MuiDrawer-paper': { ...paper, overscrollBehavior: 'contain' },
        }}
      >
        {children}
      </SwipeableDrawer>
    </>
  );
}
