/** Names shared by the provider, the stores and the no-flash script, so they never drift apart. */

/** localStorage key holding the reader's choice: `light`, `dark` or `system`. */
export const MODE_STORAGE_KEY = 'mui-mode';
/** Prefix of the keys holding the scheme used for each mode: `mui-color-scheme-light` / `-dark`. */
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';
/** Attribute on `<html>` that the theme's CSS variables switch on. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
/** Media query for the operating system's dark preference. */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';
/** How long transitions stay disabled around a colour-scheme switch. */
export const TRANSITION_DISABLE_MS = 1;
/** Body classes that let pages show light- or dark-only images. */
export const BODY_CLASS_DARK = 'mode-dark';
export const BODY_CLASS_LIGHT = 'mode-light';
/** The theme's corner radius in px. */
export const BORDER_RADIUS = 12;

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
/** The colour schemes this theme defines. */
export const COLOR_SCHEMES = ['light', 'dark'] as const;
