/**
 * One fail-safe way to reach localStorage. Private modes, blocked cookies and sandboxed frames make
 * `localStorage` throw (SecurityError) or reject writes (QuotaExceededError); a docs page must keep
 * working, so every failure falls back to memory for the rest of the page's life and warns once.
 */

export interface StorageSlot {
  readonly key: string;
  /** The stored string, or null when nothing is stored (or storage is unavailable). */
  get(): string | null;
  /** Stores the value; null removes it. Never throws. */
  set(value: string | null): void;
}

/** Where a slot finds its storage; called on each access so tests and frames can swap it. */
export type StorageSource = () => Storage | null | undefined;

export const STORAGE_WARNING =
  '[docs-theme] localStorage is not available; display settings are kept for this page only.';

let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(STORAGE_WARNING, error);
}

/** Lets tests observe the one-time warning again. Not part of the public API. */
export function resetStorageWarning(): void {
  warned = false;
}

export const browserLocalStorage: StorageSource = () =>
  typeof window === 'undefined' ? null : window.localStorage;

/** A set of slots sharing one in-memory fallback. */
export function createSafeStorage(source: StorageSource = browserLocalStorage) {
  // Values that could not be written, or were written after storage failed once.
  const memory = new Map<string, string | null>();

  function slot(key: string): StorageSlot {
    return {
      key,
      get() {
        if (memory.has(key)) return memory.get(key) ?? null;
        try {
          return source()?.getItem(key) ?? null;
        } catch (error) {
          warnOnce(error);
          return null;
        }
      },
      set(value) {
        try {
          const storage = source();
          if (!storage) {
            memory.set(key, value);
            return;
          }
          if (value === null) storage.removeItem(key);
          else storage.setItem(key, value);
          memory.delete(key);
        } catch (error) {
          warnOnce(error);
          memory.set(key, value);
        }
      },
    };
  }

  return { slot };
}

export type SafeStorage = ReturnType<typeof createSafeStorage>;
