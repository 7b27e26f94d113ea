/**
 * One key in localStorage or sessionStorage behind a fail-safe wrapper: when storage is missing
 * (the server) or blocked (privacy settings, sandboxed frames, quota), values live in memory for
 * the rest of the page's life and one warning is logged. It never throws.
 */

export type StorageArea = 'localStorage' | 'sessionStorage';

export interface StorageSlot {
  get(): string | null;
  /** `null` removes the value. */
  set(value: string | null): void;
}

// Shared by every slot, so two slots for the same key agree even when storage is blocked.
const memory = new Map<string, string>();
const warnedAreas = new Set<StorageArea>();

function getStorage(area: StorageArea): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    // Reading the property itself throws in some blocked contexts.
    return window[area] ?? null;
  } catch {
    return null;
  }
}

function warnOnce(area: StorageArea, error: unknown): void {
  if (warnedAreas.has(area)) return;
  warnedAreas.add(area);
  console.warn(`[docs-analytics] ${area} is not available; keeping values in memory.`, error);
}

export function createStorageSlot(area: StorageArea, key: string): StorageSlot {
  const memoryKey = `${area}:${key}`;
  // After the first failure this slot stays in memory, so reads never see a stale stored value.
  let broken = false;
  const fail = (error: unknown) => {
    broken = true;
    warnOnce(area, error);
  };
  return {
    get() {
      const storage = broken ? null : getStorage(area);
      if (storage) {
        try {
          return storage.getItem(key);
        } catch (error) {
          fail(error);
        }
      }
      return memory.get(memoryKey) ?? null;
    },
    set(value) {
      if (value === null) memory.delete(memoryKey);
      else memory.set(memoryKey, value);
      const storage = broken ? null : getStorage(area);
      if (!storage) return;
      try {
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, value);
      } catch (error) {
        fail(error);
      }
    },
  };
}

/** Forgets in-memory values and warnings. For tests. */
export function resetStorageFallback(): void {
  memory.clear();
  warnedAreas.clear();
}
