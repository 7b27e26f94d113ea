import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorageSlot, resetStorageFallback } from './storageSlot.js';

const realLocalStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');

describe('createStorageSlot', () => {
  beforeEach(() => {
    resetStorageFallback();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    if (realLocalStorage) Object.defineProperty(window, 'localStorage', realLocalStorage);
  });

  it('reads and writes the real storage', () => {
    const slot = createStorageSlot('sessionStorage', 'k');
    slot.set('1');
    expect(sessionStorage.getItem('k')).toBe('1');
    expect(createStorageSlot('sessionStorage', 'k').get()).toBe('1');
    slot.set(null);
    expect(sessionStorage.getItem('k')).toBeNull();
  });

  it('keeps values in memory and warns once when storage throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const slot = createStorageSlot('localStorage', 'k');
    slot.set('a');
    slot.set('b');
    expect(slot.get()).toBe('b');
    // Another slot for the same key sees the remembered value too.
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(createStorageSlot('localStorage', 'k').get()).toBe('b');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[docs-analytics] localStorage is not available; keeping values in memory.',
    );
  });

  it('survives a storage property that throws when read', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const slot = createStorageSlot('localStorage', 'k');
    expect(() => slot.set('x')).not.toThrow();
    expect(slot.get()).toBe('x');
  });
});
