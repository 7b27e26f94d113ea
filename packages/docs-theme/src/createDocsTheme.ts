'use client';

import { createTheme, type CssVarsTheme, type Theme } from '@mui/material';
import { getBrandPalette } from './brandPalette';
import { BORDER_RADIUS, COLOR_SCHEME_ATTRIBUTE } from './constants';
import { highDensity } from './highDensity';
import type { ThemeState } from './themeReducer';

/** The parts of the state the theme depends on; the colour mode is not one: see below. */
export type DocsThemeInput = Pick<ThemeState, 'dense' | 'direction' | 'spacing' | 'paletteColors'>;

/** A MUI theme that also carries its CSS-variable parts (both schemes, the generated sheets). */
export type DocsTheme = Theme &
  Pick<
    CssVarsTheme,
    | 'colorSchemes'
    | 'colorSchemeSelector'
    | 'cssVarPrefix'
    | 'defaultColorScheme'
    | 'vars'
    | 'generateStyleSheets'
  >;

/** System fonts: nothing to download, so text paints with the first frame. */
const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/**
 * Builds the docs theme. Both colour schemes live in one CSS-variables theme and switch on the
 * `data-mui-color-scheme` attribute of `<html>`, so the server renders the same markup for light
 * and dark readers and the init script can pick the scheme before the first paint. That is also
 * why the palette mode is not an input: changing it never rebuilds the theme.
 */
export function createDocsTheme(input: DocsThemeInput): DocsTheme {
  // createTheme's declared type omits the CSS-variable fields unless the app augments MUI's types.
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: { palette: getBrandPalette('light', input.paletteColors) },
      dark: { palette: getBrandPalette('dark', input.paletteColors) },
    },
    defaultColorScheme: 'light',
    direction: input.direction,
    spacing: input.spacing,
    shape: { borderRadius: BORDER_RADIUS },
    typography: { fontFamily: FONT_FAMILY },
    ...(input.dense ? { components: highDensity.components } : {}),
  }) as DocsTheme;
}

let lastTheme: { key: string; theme: DocsTheme } | undefined;

/**
 * createDocsTheme for the provider, remembering the last theme built: building one is a few
 * milliseconds of work, and every page a prerender renders (and every remount of the provider)
 * asks for the same one.
 */
export function sharedDocsTheme(input: DocsThemeInput): DocsTheme {
  const { dense, direction, spacing, paletteColors } = input;
  const key = JSON.stringify([dense, direction, spacing, paletteColors]);
  if (lastTheme?.key !== key) lastTheme = { key, theme: createDocsTheme(input) };
  return lastTheme.theme;
}
