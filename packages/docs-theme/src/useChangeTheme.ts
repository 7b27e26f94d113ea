import { useCallback } from 'react';
import { useDocsThemeDispatch } from './DocsThemeProvider';
import type { ThemeState } from './themeReducer';

export type ThemeChange = Partial<Pick<ThemeState, 'paletteMode' | 'direction' | 'paletteColors'>>;

/**
 * A stable callback that dispatches `CHANGE`. Direction and custom colours take effect at once.
 * To switch light/dark, prefer `useColorMode().setMode`, which also remembers the choice.
 */
export function useChangeTheme(): (change: ThemeChange) => void {
  const dispatch = useDocsThemeDispatch();
  return useCallback((change) => dispatch({ type: 'CHANGE', payload: change }), [dispatch]);
}
