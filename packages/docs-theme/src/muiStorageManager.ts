/**
 * Lets MUI's own colour-scheme machinery (the attribute on <html>, `useColorScheme()`) read and
 * write through our store instead of touching localStorage itself, so there is one source of
 * truth, one storage listener and one fail-safe path. Shaped like MUI's `storageManager` prop.
 */
import type { ColorSchemeSnapshot, ColorSchemeStore } from './colorSchemeStore';
import type { ColorMode } from './constants';

interface MuiStorageEntry {
  get(defaultValue: unknown): unknown;
  set(value: unknown): void;
  subscribe(handler: (value: unknown) => void): () => void;
}

export type MuiStorageManager = (options: {
  key: string;
  storageWindow?: Window | null;
}) => MuiStorageEntry;

type Field = 'mode' | 'lightColorScheme' | 'darkColorScheme';

export function createMuiStorageManager(store: ColorSchemeStore): MuiStorageManager {
  const fieldFor = (key: string): Field | undefined =>
    key === store.modeStorageKey
      ? 'mode'
      : key === store.lightStorageKey
        ? 'lightColorScheme'
        : key === store.darkStorageKey
          ? 'darkColorScheme'
          : undefined;

  const read = (field: Field, snapshot: ColorSchemeSnapshot) => snapshot[field];

  return ({ key }) => {
    const field = fieldFor(key);
    return {
      get(defaultValue) {
        if (!field) return defaultValue;
        return read(field, store.getSnapshot()) ?? defaultValue;
      },
      set(value) {
        if (!field || typeof value !== 'string') return;
        // MUI calls this from inside a state updater; updating our subscribers there would
        // update other components during render, so wait for the current task to finish.
        queueMicrotask(() => {
          if (field === 'mode') store.setMode(value as ColorMode);
          else
            store.setColorScheme(field === 'lightColorScheme' ? { light: value } : { dark: value });
        });
      },
      subscribe(handler) {
        if (!field) return () => {};
        let last = read(field, store.getSnapshot());
        return store.subscribe(() => {
          const next = read(field, store.getSnapshot());
          if (next !== last) {
            last = next;
            handler(next);
          }
        });
      },
    };
  };
}
