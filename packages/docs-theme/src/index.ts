export { DEFAULT_SPACING, initialThemeState, themeReducer } from './themeReducer';
export type {
  Direction,
  PaletteColors,
  PaletteMode,
  ThemeAction,
  ThemeState,
} from './themeReducer';
