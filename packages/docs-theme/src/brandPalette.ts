import type { PaletteOptions } from '@mui/material';
import type { PaletteColors, PaletteMode } from './themeReducer';

/** The brand blue, from light tint (50) to deep shade (900). */
export const brandBlue = {
  50: '#F0F6FF',
  100: '#DCEAFE',
  200: '#B9D4FD',
  300: '#8AB8FB',
  400: '#5597F6',
  500: '#2477EC',
  600: '#0F62D6',
  700: '#0C4FAD',
  800: '#0B3F88',
  900: '#0A2F66',
} as const;

/** Cool neutral greys used for text, surfaces and borders. */
const brandGrey = {
  50: '#F6F8FA',
  100: '#EBEFF3',
  200: '#D5DCE3',
  300: '#B4BFCA',
  400: '#8794A3',
  500: '#5F6B7A',
  600: '#465261',
  700: '#313B48',
  800: '#1D252F',
  900: '#121820',
} as const;

/** Dark-mode surfaces, darker than the grey scale so elevation reads clearly. */
const darkSurface = {
  default: '#0B0F14',
  paper: '#10161D',
} as const;

const lightPalette: PaletteOptions = {
  mode: 'light',
  primary: {
    light: brandBlue[400],
    main: brandBlue[600],
    dark: brandBlue[800],
    contrastText: '#FFFFFF',
  },
  // MUI's default warning (#ed6c02) and info (#0288d1) carry white text at 3.1:1 and 3.9:1;
  // these deeper shades reach 5.0:1 and 4.8:1, as text on the page too.
  warning: { light: '#D97706', main: '#B45309', dark: '#92400E', contrastText: '#FFFFFF' },
  info: { light: '#0288D1', main: '#0277BD', dark: '#01579B', contrastText: '#FFFFFF' },
  text: { primary: brandGrey[900], secondary: brandGrey[600] },
  background: { default: '#FFFFFF', paper: '#FFFFFF' },
  divider: brandGrey[200],
  grey: brandGrey,
};

const darkPalette: PaletteOptions = {
  mode: 'dark',
  primary: {
    light: brandBlue[200],
    main: brandBlue[300],
    dark: brandBlue[500],
    contrastText: brandGrey[900],
  },
  // MUI's dark error (#f44336) puts white text at 3.7:1; a lighter red takes dark text (6.5:1).
  error: { light: '#FCA5A5', main: '#F87171', dark: '#DC2626', contrastText: brandGrey[900] },
  text: { primary: brandGrey[50], secondary: brandGrey[300] },
  background: { default: darkSurface.default, paper: darkSurface.paper },
  divider: brandGrey[700],
  grey: brandGrey,
};

/**
 * The palette for one mode, with the reader's custom primary/secondary colours (the
 * `paletteColors` state) laid over the brand.
 */
export function getBrandPalette(mode: PaletteMode, colors: PaletteColors = {}): PaletteOptions {
  const base = mode === 'dark' ? darkPalette : lightPalette;
  return {
    ...base,
    primary: { ...(base.primary as object), ...colors.primary } as PaletteOptions['primary'],
    ...(colors.secondary ? { secondary: colors.secondary as PaletteOptions['secondary'] } : {}),
  };
}

/** The colour browsers use for their own UI (`<meta name="theme-color">`) in each mode. */
export function getMetaThemeColor(mode: PaletteMode): string {
  return mode === 'dark' ? darkSurface.default : brandBlue[600];
}
