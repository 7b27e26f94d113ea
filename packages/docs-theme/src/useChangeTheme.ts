'use client';

import { useCallback } from 'react';
import { useColorSchemeStore, useDocsThemeDispatch } from './DocsThemeProvider';
import type { PaletteMode, ThemeState } from './themeReducer';

export interface ThemeChange extends Partial<Pick<ThemeState, 'direction' | 'paletteColors'>> {
  /** Shows this mode and remembers it, like `useColorMode().setMode`. */
  paletteMode?: PaletteMode;
}

/**
 * A stable callback for several display changes at once. Direction and custom colours go to the
 * theme state; a palette mode goes to the colour-scheme store, the mode's one source of truth.
 */
export function useChangeTheme(): (change: ThemeChange) => void {
  const dispatch = useDocsThemeDispatch();
  const store = useColorSchemeStore();
  return useCallback(
    ({ paletteMode, ...rest }) => {
      if (paletteMode) store.setMode(paletteMode);
      if (rest.direction || rest.paletteColors) dispatch({ type: 'CHANGE', payload: rest });
    },
    [dispatch, store],
  );
}
