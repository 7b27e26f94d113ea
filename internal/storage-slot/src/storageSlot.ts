/**
 * One key in localStorage or sessionStorage behind a fail-safe wrapper. Private modes, blocked
 * cookies, sandboxed frames and full quotas make storage throw; a docs page must keep working, so
 * after the first failure in an area its slots keep values in memory for the rest of the page's
 * life (reads never see a stale stored value) and the package warns once. On the server there is
 * no storage and values live in memory silently. It never throws.
 *
 * Private to the packages: each package's build bundles its own copy, so each keeps its own
 * memory and warnings.
 */

export type StorageArea = 'localStorage' | 'sessionStorage';

/** Where a slot finds its storage; called on each access so tests and frames can swap it. */
export type StorageSource = () => Storage | null | undefined;

export interface StorageSlot {
  readonly key: string;
  /** The stored string, or null when nothing is stored. */
  get(): string | null;
  /** Stores the value; null removes it. */
  set(value: string | null): void;
}

export interface StorageSlotOptions {
  /** The package the warning names, e.g. `docs-theme`. */
  owner: string;
  /** Default `localStorage`. */
  area?: StorageArea;
  /** Default: the browser's storage of that area, or nothing on the server. */
  source?: StorageSource;
}

// Shared by every slot of the package, so two slots for the same key agree when storage fails.
const memory = new Map<string, string>();
const failedAreas = new Set<StorageArea>();

function browserStorage(area: StorageArea): StorageSource {
  return () => (typeof window === 'undefined' ? null : window[area]);
}

/** The warning a package logs, once per area, when storage fails. */
export function storageWarning(owner: string, area: StorageArea): string {
  return `[${owner}] ${area} is not available; settings are kept in memory for this page only.`;
}

export function createStorageSlot(key: string, options: StorageSlotOptions): StorageSlot {
  const { owner, area = 'localStorage', source = browserStorage(area) } = options;
  const memoryKey = `${area}:${key}`;
  const fail = (error: unknown) => {
    if (failedAreas.has(area)) return;
    failedAreas.add(area);
    console.warn(storageWarning(owner, area), error);
  };
  const remember = (value: string | null) => {
    if (value === null) memory.delete(memoryKey);
    else memory.set(memoryKey, value);
  };
  return {
    key,
    get() {
      if (!failedAreas.has(area)) {
        try {
          const storage = source();
          if (storage) return storage.getItem(key);
        } catch (error) {
          fail(error);
        }
      }
      return memory.get(memoryKey) ?? null;
    },
    set(value) {
      remember(value);
      if (failedAreas.has(area)) return;
      try {
        const storage = source();
        if (!storage) return;
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, value);
      } catch (error) {
        fail(error);
      }
    },
  };
}

/** Forgets values kept in memory and warnings given. For tests. */
export function resetStorageSlots(): void {
  memory.clear();
  failedAreas.clear();
}
