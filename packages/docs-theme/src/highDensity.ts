import type { ThemeOptions } from '@mui/material';

/**
 * Component defaults for dense mode: smaller controls, dense margins, list items and toolbars.
 * Small icon buttons keep 12 px padding so the touch target stays about 44 px.
 */
export const highDensity = {
  components: {
    MuiButton: { defaultProps: { size: 'small' } },
    MuiIconButton: {
      defaultProps: { size: 'small' },
      styleOverrides: { sizeSmall: { marginLeft: 4, marginRight: 4, padding: 12 } },
    },
    MuiFab: { defaultProps: { size: 'small' } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiFilledInput: { defaultProps: { margin: 'dense' } },
    MuiFormControl: { defaultProps: { margin: 'dense' } },
    MuiFormHelperText: { defaultProps: { margin: 'dense' } },
    MuiInputBase: { defaultProps: { margin: 'dense' } },
    MuiInputLabel: { defaultProps: { margin: 'dense' } },
    MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
    MuiTextField: { defaultProps: { margin: 'dense' } },
    MuiListItem: { defaultProps: { dense: true } },
    MuiToolbar: { defaultProps: { variant: 'dense' } },
  },
} satisfies ThemeOptions;
