import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type FocusEvent, type ReactNode } from 'react';

/**
 * A small label under a header icon button on hover and on keyboard focus. MUI's Tooltip would
 * bring Popper and popper.js (about 10 kB gzip) to every page for two labels. The buttons carry
 * the same words as their aria-label, so the bubble is for the eyes only (aria-hidden).
 */
export interface HeaderTooltipProps {
  title: string | null;
  children: ReactNode;
  /** Styles of the wrapper (it is the element the header lays out). */
  sx?: SxProps<Theme>;
}

export function HeaderTooltip({ title, children, sx }: HeaderTooltipProps) {
  const [open, setOpen] = useState(false);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Like MUI: keyboard focus shows it, a mouse click's focus does not.
    if (event.target.matches(':focus-visible')) setOpen(true);
  };
  return (
    <Box
      component="span"
      sx={[{ position: 'relative', display: 'inline-flex' }, ...(Array.isArray(sx) ? sx : [sx])]}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={onFocus}
      onBlur={() => setOpen(false)}
    >
      {children}
      {open && title && (
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            position: 'absolute',
            top: '100%',
            left: '50%',
            transform: 'translateX(-50%)',
            mt: 0.5,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'grey.700',
            color: 'common.white',
            fontSize: 11,
            fontWeight: 500,
            lineHeight: 1.4,
            whiteSpace: 'nowrap',
            pointerEvents: 'none',
            zIndex: 'tooltip',
          }}
        >
          {title}
        </Box>
      )}
    </Box>
  );
}
