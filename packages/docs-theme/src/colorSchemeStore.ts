/**
 * The reader's colour mode as a small external store (read with `useSyncExternalStore`). It owns
 * the `mui-mode` and `mui-color-scheme-*` keys, follows the system preference live, applies changes
 * made in other tabs, and never throws at the reader: bad values are logged and ignored.
 */
import {
  COLOR_MODES,
  COLOR_SCHEMES,
  COLOR_SCHEME_STORAGE_KEY,
  MODE_STORAGE_KEY,
  PREFERS_DARK_QUERY,
  type ColorMode,
} from './constants';
import { createStorageSlot, type StorageSource } from '@docshell-internal/storage-slot';
import type { PaletteMode } from './themeReducer';

export interface ColorSchemeSnapshot {
  /** What the reader chose. */
  mode: ColorMode;
  /** The operating system's preference; undefined while rendering on the server. */
  systemMode: PaletteMode | undefined;
  lightColorScheme: string;
  darkColorScheme: string;
  /** `mode` with `system` resolved; undefined on the server, where it cannot be known. */
  resolvedMode: PaletteMode | undefined;
  /** The scheme to show now; undefined on the server. */
  colorScheme: string | undefined;
}

export type ColorSchemeUpdate = string | null | { light?: string | null; dark?: string | null };

export interface ColorSchemeStoreOptions {
  /** Mode used when nothing valid is stored. Default `system`. */
  defaultMode?: ColorMode;
  /** Scheme names the theme defines. Default `['light', 'dark']`. */
  supportedColorSchemes?: readonly string[];
  defaultLightColorScheme?: string;
  defaultDarkColorScheme?: string;
  modeStorageKey?: string;
  colorSchemeStorageKey?: string;
  /** Where the slots find their storage. Default: the browser's localStorage. */
  storage?: StorageSource;
  /** The window to listen on; default the global one, absent on the server. */
  getWindow?: () => Window | undefined;
}

export interface ColorSchemeStore {
  getSnapshot(): ColorSchemeSnapshot;
  getServerSnapshot(): ColorSchemeSnapshot;
  subscribe(listener: () => void): () => void;
  setMode(mode: ColorMode | null): void;
  setColorScheme(update: ColorSchemeUpdate): void;
  readonly modeStorageKey: string;
  readonly lightStorageKey: string;
  readonly darkStorageKey: string;
}

type ColorSchemeState = Pick<
  ColorSchemeSnapshot,
  'mode' | 'systemMode' | 'lightColorScheme' | 'darkColorScheme'
>;

const defaultGetWindow = () => (typeof window === 'undefined' ? undefined : window);

/** Shortens junk before it goes to the console. */
function quote(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

function resolveSnapshot(state: ColorSchemeState): ColorSchemeSnapshot {
  const resolvedMode = state.mode === 'system' ? state.systemMode : state.mode;
  const colorScheme =
    resolvedMode === 'dark'
      ? state.darkColorScheme
      : resolvedMode === 'light'
        ? state.lightColorScheme
        : undefined;
  return { ...state, resolvedMode, colorScheme };
}

export function createColorSchemeStore(options: ColorSchemeStoreOptions = {}): ColorSchemeStore {
  const {
    defaultMode = 'system',
    supportedColorSchemes = COLOR_SCHEMES,
    defaultLightColorScheme = 'light',
    defaultDarkColorScheme = 'dark',
    modeStorageKey = MODE_STORAGE_KEY,
    colorSchemeStorageKey = COLOR_SCHEME_STORAGE_KEY,
    storage,
    getWindow = defaultGetWindow,
  } = options;
  const slot = (key: string) => createStorageSlot(key, { owner: 'docs-theme', source: storage });
  const modeSlot = slot(modeStorageKey);
  const lightSlot = slot(`${colorSchemeStorageKey}-light`);
  const darkSlot = slot(`${colorSchemeStorageKey}-dark`);

  const listeners = new Set<() => void>();
  let snapshot: ColorSchemeSnapshot | undefined;
  let detach: (() => void) | undefined;

  const serverSnapshot = resolveSnapshot({
    mode: defaultMode,
    systemMode: undefined,
    lightColorScheme: defaultLightColorScheme,
    darkColorScheme: defaultDarkColorScheme,
  });
  // Never resolve on the server, even with a fixed default mode: the stored choice is unknown.
  serverSnapshot.resolvedMode = undefined;
  serverSnapshot.colorScheme = undefined;

  /** A valid mode, the default for null, or undefined (logged) for anything else. */
  function parseMode(value: string | null): ColorMode | undefined {
    if (value === null) return defaultMode;
    if ((COLOR_MODES as readonly string[]).includes(value)) return value as ColorMode;
    console.error(
      `[docs-theme] Unknown colour mode ${quote(value)} ignored; expected ${COLOR_MODES.join(', ')}.`,
    );
    return undefined;
  }

  function parseScheme(value: string | null, fallback: string): string | undefined {
    if (value === null) return fallback;
    if (supportedColorSchemes.includes(value)) return value;
    console.error(
      `[docs-theme] Unknown colour scheme ${quote(value)} ignored; the theme defines ${supportedColorSchemes.join(', ')}.`,
    );
    return undefined;
  }

  function readSystemMode(): PaletteMode {
    const win = getWindow();
    if (!win || typeof win.matchMedia !== 'function') return 'light';
    return win.matchMedia(PREFERS_DARK_QUERY).matches ? 'dark' : 'light';
  }

  function readState(): ColorSchemeState {
    return {
      mode: parseMode(modeSlot.get()) ?? defaultMode,
      systemMode: readSystemMode(),
      lightColorScheme:
        parseScheme(lightSlot.get(), defaultLightColorScheme) ?? defaultLightColorScheme,
      darkColorScheme:
        parseScheme(darkSlot.get(), defaultDarkColorScheme) ?? defaultDarkColorScheme,
    };
  }

  function getSnapshot(): ColorSchemeSnapshot {
    if (!getWindow()) return serverSnapshot;
    snapshot ??= resolveSnapshot(readState());
    return snapshot;
  }

  function update(patch: Partial<ColorSchemeState>): void {
    const current = getSnapshot();
    const changed = (Object.keys(patch) as (keyof ColorSchemeState)[]).some(
      (key) => patch[key] !== current[key],
    );
    if (!changed) return;
    snapshot = resolveSnapshot({ ...current, ...patch });
    listeners.forEach((listener) => listener());
  }

  function onStorage(event: StorageEvent): void {
    // key null means another tab cleared storage: back to the defaults.
    if (event.key === null) {
      update({
        mode: defaultMode,
        lightColorScheme: defaultLightColorScheme,
        darkColorScheme: defaultDarkColorScheme,
      });
      return;
    }
    if (event.key === modeSlot.key) {
      const mode = parseMode(event.newValue);
      if (mode) update({ mode });
    } else if (event.key === lightSlot.key) {
      const scheme = parseScheme(event.newValue, defaultLightColorScheme);
      if (scheme) update({ lightColorScheme: scheme });
    } else if (event.key === darkSlot.key) {
      const scheme = parseScheme(event.newValue, defaultDarkColorScheme);
      if (scheme) update({ darkColorScheme: scheme });
    }
  }

  function attach(): () => void {
    const win = getWindow();
    if (!win) return () => {};
    const onSystemChange = (event: MediaQueryListEvent) =>
      update({ systemMode: event.matches ? 'dark' : 'light' });
    const query = typeof win.matchMedia === 'function' ? win.matchMedia(PREFERS_DARK_QUERY) : null;
    // Older Safari only has the deprecated addListener.
    if (query?.addEventListener) query.addEventListener('change', onSystemChange);
    else query?.addListener?.(onSystemChange);
    win.addEventListener('storage', onStorage);
    // The preference may have changed between the first read and subscribing.
    update({ systemMode: query ? (query.matches ? 'dark' : 'light') : 'light' });
    return () => {
      if (query?.removeEventListener) query.removeEventListener('change', onSystemChange);
      else query?.removeListener?.(onSystemChange);
      win.removeEventListener('storage', onStorage);
    };
  }

  return {
    modeStorageKey: modeSlot.key,
    lightStorageKey: lightSlot.key,
    darkStorageKey: darkSlot.key,
    getSnapshot,
    getServerSnapshot: () => serverSnapshot,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) detach = attach();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          detach?.();
          detach = undefined;
        }
      };
    },
    setMode(value) {
      const mode = parseMode(value);
      if (!mode) return;
      modeSlot.set(mode);
      update({ mode });
    },
    setColorScheme(value) {
      if (value === null) {
        lightSlot.set(defaultLightColorScheme);
        darkSlot.set(defaultDarkColorScheme);
        update({
          lightColorScheme: defaultLightColorScheme,
          darkColorScheme: defaultDarkColorScheme,
        });
        return;
      }
      if (typeof value === 'string') {
        const scheme = parseScheme(value, '');
        const target = getSnapshot().resolvedMode;
        if (!scheme || !target) return;
        (target === 'dark' ? darkSlot : lightSlot).set(scheme);
        update(target === 'dark' ? { darkColorScheme: scheme } : { lightColorScheme: scheme });
        return;
      }
      const patch: Partial<ColorSchemeState> = {};
      if (value.light !== undefined) {
        const scheme = parseScheme(value.light, defaultLightColorScheme);
        if (scheme) {
          lightSlot.set(scheme);
          patch.lightColorScheme = scheme;
        }
      }
      if (value.dark !== undefined) {
        const scheme = parseScheme(value.dark, defaultDarkColorScheme);
        if (scheme) {
          darkSlot.set(scheme);
          patch.darkColorScheme = scheme;
        }
      }
      update(patch);
    },
  };
}
