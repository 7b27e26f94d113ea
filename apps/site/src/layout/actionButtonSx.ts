import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The look of MUI's contained and outlined buttons, for a ButtonBase: the few actions every page
 * ships with (the error panel's, the 404 page's) use it instead of Button, whose variants, sizes
 * and colours are ~2 kB of JavaScript that the page would load before it is interactive.
 */
export function actionButtonSx(variant: 'contained' | 'outlined'): SxProps<Theme> {
  const contained = variant === 'contained';
  return {
    typography: 'button',
    minWidth: 64,
    // One pixel less padding with a border, so both variants are the same size.
    px: contained ? 2 : 'calc(16px - 1px)',
    py: contained ? 0.75 : 'calc(6px - 1px)',
    borderRadius: 1,
    border: contained ? 0 : 1,
    borderColor: 'primary.main',
    bgcolor: contained ? 'primary.main' : 'transparent',
    color: contained ? 'primary.contrastText' : 'primary.main',
    boxShadow: contained ? 2 : 'none',
    transition: 'background-color 150ms, box-shadow 150ms',
    '&:hover': contained ? { bgcolor: 'primary.dark', boxShadow: 4 } : { bgcolor: 'action.hover' },
    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  };
}
