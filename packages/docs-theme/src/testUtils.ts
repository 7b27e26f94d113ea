/** Helpers for this package's tests only (not exported from the package). */

/** A controllable `window.matchMedia` for `(prefers-color-scheme: dark)`. */
export function fakeMatchMedia(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
    addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  };
  return {
    matchMedia: (query: string) => {
      if (query !== list.media) throw new Error(`unexpected query ${query}`);
      return list as unknown as MediaQueryList;
    },
    listenerCount: () => listeners.size,
    setDark(value: boolean) {
      dark = value;
      listeners.forEach((listener) => listener({ matches: value } as MediaQueryListEvent));
    },
  };
}

/** A Storage whose every method throws, like Safari with cookies blocked. */
export function throwingStorage(name = 'SecurityError'): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', name);
  };
  return {
    get length() {
      return fail();
    },
    clear: fail,
    getItem: fail,
    key: fail,
    removeItem: fail,
    setItem: fail,
  } as Storage;
}

/** A StorageEvent as another tab's write would deliver it. */
export function storageEvent(key: string | null, newValue: string | null): StorageEvent {
  return new StorageEvent('storage', { key, newValue });
}
