// Every module imports MUI from its root entry ('@mui/material'), never a deep path: MUI 6 has
// no exports map, so '@mui/material/Box' fails under Node's ESM loader (a prerender in plain Node).
export {
  DEFAULT_SPACING,
  initialThemeState,
  MAX_SPACING,
  MIN_SPACING,
  themeReducer,
} from './themeReducer';
export type {
  Direction,
  PaletteColors,
  PaletteMode,
  ThemeAction,
  ThemeState,
} from './themeReducer';
// Names a site's markup, styles and head script share with the package: storage keys, the
// `<html>` attribute and the body classes. Timings and cookie lifetimes are in `./testing`.
export {
  BODY_CLASS_DARK,
  BODY_CLASS_LIGHT,
  COLOR_MODES,
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_KEY,
  MODE_STORAGE_KEY,
} from './constants';
export type { ColorMode } from './constants';
export { getMetaThemeColor } from './brandPalette';
export { createDocsTheme } from './createDocsTheme';
export type { DocsTheme, DocsThemeInput } from './createDocsTheme';
export { createColorSchemeStore } from './colorSchemeStore';
export type {
  ColorSchemeSnapshot,
  ColorSchemeStore,
  ColorSchemeStoreOptions,
  ColorSchemeUpdate,
} from './colorSchemeStore';
export {
  DocsThemeProvider,
  MISSING_THEME_PROVIDER_ERROR,
  useDocsThemeDispatch,
  useDocsThemeState,
} from './DocsThemeProvider';
export type { DocsThemeProviderProps } from './DocsThemeProvider';
export { useChangeTheme } from './useChangeTheme';
export type { ThemeChange } from './useChangeTheme';
export { useColorMode } from './useColorMode';
export type { ColorModeValue } from './useColorMode';
export { getInitColorSchemeScript, getInitColorSchemeScriptHash } from './colorSchemeScript';
export type { InitColorSchemeScriptOptions } from './colorSchemeScript';
export { InitColorSchemeScript } from './InitColorSchemeScript';
export type { InitColorSchemeScriptProps } from './InitColorSchemeScript';
export {
  CODE_STYLING,
  CODE_STYLING_COOKIE,
  CODE_VARIANTS,
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  parseCodeStyling,
  parseCodeVariant,
  resolveCodePreferences,
} from './codePreferences';
export type { CodePreferences, CodeStyling, CodeVariant } from './codePreferences';
export { createCodePreferenceStore } from './codePreferenceStore';
export type { CodePreferenceStore, CodePreferenceStoreOptions } from './codePreferenceStore';
export { CodePreferencesProvider } from './CodePreferencesProvider';
export type { CodePreferencesProviderProps } from './CodePreferencesProvider';
export { useCodeVariant } from './useCodeVariant';
export { useSetCodeVariant } from './useSetCodeVariant';
export { useCodeStyling } from './useCodeStyling';
export { useSetCodeStyling } from './useSetCodeStyling';
