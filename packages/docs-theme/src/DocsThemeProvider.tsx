'use client';

import { CssBaseline, ThemeProvider as MuiThemeProvider } from '@mui/material';
import {
  createContext,
  useContext,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type Dispatch,
  type ReactNode,
} from 'react';
import { getMetaThemeColor } from './brandPalette';
import { createColorSchemeStore, type ColorSchemeStore } from './colorSchemeStore';
import type { ColorMode } from './constants';
import { sharedDocsTheme } from './createDocsTheme';
import {
  applyColorModeToDocument,
  applyDirectionToDocument,
  disableTransitionsBriefly,
} from './documentAppearance';
import { createMuiStorageManager } from './muiStorageManager';
import {
  initialThemeState,
  themeReducer,
  type PaletteMode,
  type ThemeAction,
  type ThemeState,
} from './themeReducer';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/** Thrown by the theme hooks outside the provider; the wording is part of the contract. */
export const MISSING_THEME_PROVIDER_ERROR =
  '[docs-theme] Forgot to wrap component in ThemeProvider: render it inside <DocsThemeProvider>.';

const ThemeStateContext = createContext<ThemeState | null>(null);
const ThemeDispatchContext = createContext<Dispatch<ThemeAction> | null>(null);
const ColorSchemeStoreContext = createContext<ColorSchemeStore | null>(null);

export interface DocsThemeProviderProps {
  children?: ReactNode;
  /** Starting state, e.g. `{ direction: 'rtl' }` for a right-to-left site. */
  initialState?: Partial<ThemeState>;
  /** Mode used when the reader has chosen none. Default `system`; keep it equal to the init script's. */
  defaultMode?: ColorMode;
  /** Leave out MUI's CssBaseline (rendered by default, with the colour scheme enabled). */
  disableCssBaseline?: boolean;
  /** The `<meta name="theme-color">` value for each mode. Default: brand blue, dark surface. */
  getThemeColor?: (mode: PaletteMode) => string;
  /** A store to share or inspect; by default the provider makes its own. */
  colorSchemeStore?: ColorSchemeStore;
}

// MUI 6 reads `defaultMode`, `storageManager` (since @mui/system 6.4.7) and `noSsr` for
// CSS-variables themes, but material 6.1.1's prop types do not list them.
type MuiProviderProps = ComponentProps<typeof MuiThemeProvider> & {
  defaultMode?: ColorMode;
  storageManager?: ReturnType<typeof createMuiStorageManager>;
  noSsr?: boolean;
};
const MuiProvider = MuiThemeProvider as (props: MuiProviderProps) => ReactNode;

/**
 * The docs theme: builds the MUI theme from the display state, keeps the colour mode, and mirrors
 * mode and direction onto `<body>` and the browser's theme colour.
 */
export function DocsThemeProvider({
  children,
  initialState,
  defaultMode = 'system',
  disableCssBaseline = false,
  getThemeColor = getMetaThemeColor,
  colorSchemeStore,
}: DocsThemeProviderProps) {
  const [state, dispatch] = useReducer(themeReducer, initialState, (init): ThemeState => ({
    ...initialThemeState,
    ...init,
  }));
  const [store] = useState(() => colorSchemeStore ?? createColorSchemeStore({ defaultMode }));
  const storageManager = useMemo(() => createMuiStorageManager(store), [store]);
  const { dense, direction, spacing, paletteColors } = state;
  const theme = useMemo(
    () => sharedDocsTheme({ dense, direction, spacing, paletteColors }),
    [dense, direction, spacing, paletteColors],
  );
  const { resolvedMode } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getServerSnapshot,
  );

  const shownMode = useRef<PaletteMode | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    if (!resolvedMode) return undefined;
    const previous = shownMode.current;
    shownMode.current = resolvedMode;
    applyColorModeToDocument(document, resolvedMode, getThemeColor);
    // Only a real switch needs transitions paused; the first paint already has the right colours.
    return previous && previous !== resolvedMode ? disableTransitionsBriefly(document) : undefined;
  }, [resolvedMode, getThemeColor]);

  useIsomorphicLayoutEffect(() => {
    applyDirectionToDocument(document, direction);
  }, [direction]);

  return (
    <ThemeStateContext.Provider value={state}>
      <ThemeDispatchContext.Provider value={dispatch}>
        <ColorSchemeStoreContext.Provider value={store}>
          {/* noSsr: MUI otherwise renders the whole tree a second time right after hydration,
              only to learn the colour scheme, with a new theme object that every styled
              component re-renders for (on a docs page, tens of milliseconds in one task). The
              markup does not depend on the scheme (styles read CSS variables), so the first
              client render can use the reader's scheme at once. */}
          <MuiProvider
            theme={theme}
            defaultMode={defaultMode}
            storageManager={storageManager}
            noSsr
          >
            {disableCssBaseline ? null : <CssBaseline enableColorScheme />}
            {children}
          </MuiProvider>
        </ColorSchemeStoreContext.Provider>
      </ThemeDispatchContext.Provider>
    </ThemeStateContext.Provider>
  );
}

/** The display state (dense, direction, spacing, paletteColors); the colour mode is `useColorMode`'s. */
export function useDocsThemeState(): ThemeState {
  const state = useContext(ThemeStateContext);
  if (!state) throw new Error(MISSING_THEME_PROVIDER_ERROR);
  return state;
}

/** Dispatches any theme action (`SET_DENSE`, `SET_SPACING`, `CHANGE`, ...). */
export function useDocsThemeDispatch(): Dispatch<ThemeAction> {
  const dispatch = useContext(ThemeDispatchContext);
  if (!dispatch) throw new Error(MISSING_THEME_PROVIDER_ERROR);
  return dispatch;
}

/** The provider's colour-scheme store, for the colour-mode hooks of this package. */
export function useColorSchemeStore(): ColorSchemeStore {
  const store = useContext(ColorSchemeStoreContext);
  if (!store) throw new Error(MISSING_THEME_PROVIDER_ERROR);
  return store;
}
