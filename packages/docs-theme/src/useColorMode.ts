'use client';

import { useSyncExternalStore } from 'react';
import type { ColorMode } from './constants';
import { useColorSchemeStore } from './DocsThemeProvider';
import type { PaletteMode } from './themeReducer';

export interface ColorModeValue {
  /** The reader's choice. While rendering on the server and hydrating it is the default mode. */
  mode: ColorMode;
  /** Light or dark as shown; undefined until hydrated (the server cannot know). */
  resolvedMode: PaletteMode | undefined;
  /** The operating system's preference; undefined until hydrated. */
  systemMode: PaletteMode | undefined;
  /** Stores the choice under `mui-mode` and applies it in every tab; null restores the default. */
  setMode: (mode: ColorMode | null) => void;
}

/** The colour mode and its setter. Throws outside DocsThemeProvider. */
export function useColorMode(): ColorModeValue {
  const store = useColorSchemeStore();
  const snapshot = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getServerSnapshot,
  );
  return {
    mode: snapshot.mode,
    resolvedMode: snapshot.resolvedMode,
    systemMode: snapshot.systemMode,
    setMode: store.setMode,
  };
}
