import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorageSlot, resetStorageSlots, storageWarning } from './storageSlot';

const realLocalStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');
const owner = 'docs-test';

/** A Storage whose every method throws, as in a sandboxed frame. */
function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 };
}

afterEach(() => {
  if (realLocalStorage) Object.defineProperty(window, 'localStorage', realLocalStorage);
  localStorage.clear();
  sessionStorage.clear();
  resetStorageSlots();
});

describe('createStorageSlot', () => {
  it('reads and writes the browser storage of its area, and removes the key for null', () => {
    const slot = createStorageSlot('k', { owner, area: 'sessionStorage' });
    expect(slot.get()).toBeNull();
    slot.set('1');
    expect(sessionStorage.getItem('k')).toBe('1');
    expect(localStorage.getItem('k')).toBeNull();
    expect(createStorageSlot('k', { owner, area: 'sessionStorage' }).get()).toBe('1');
    slot.set(null);
    expect(sessionStorage.getItem('k')).toBeNull();
  });

  it('keeps values in memory and warns once, naming the package, when every method throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const mode = createStorageSlot('mui-mode', { owner, source: throwingStorage });
    const scheme = createStorageSlot('mui-color-scheme-dark', { owner, source: throwingStorage });
    expect(mode.get()).toBeNull();
    expect(() => mode.set('dark')).not.toThrow();
    expect(mode.get()).toBe('dark');
    scheme.set('dark');
    expect(scheme.get()).toBe('dark');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe(storageWarning(owner, 'localStorage'));
    expect(storageWarning(owner, 'localStorage')).toMatch(/^\[docs-test\] localStorage /);
  });

  it('after a failed write, reads see the value kept in memory, not the stale stored one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('mui-mode', 'light');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const slot = createStorageSlot('mui-mode', { owner });
    slot.set('dark');
    expect(slot.get()).toBe('dark');
    // Another slot for the same key agrees.
    expect(createStorageSlot('mui-mode', { owner }).get()).toBe('dark');
    slot.set(null);
    expect(slot.get()).toBeNull();
  });

  it('after a failed read, decisions stay in memory even if writes would work', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const slot = createStorageSlot('sample', { owner, area: 'sessionStorage' });
    expect(slot.get()).toBeNull();
    slot.set('1');
    expect(createStorageSlot('sample', { owner, area: 'sessionStorage' }).get()).toBe('1');
    // Storage works again, but this page keeps its sessionStorage decisions in memory; the other
    // area never failed and reads storage.
    vi.mocked(Storage.prototype.getItem).mockRestore();
    sessionStorage.setItem('sample', '0');
    localStorage.setItem('k', 'v');
    expect(createStorageSlot('sample', { owner, area: 'sessionStorage' }).get()).toBe('1');
    expect(createStorageSlot('k', { owner }).get()).toBe('v');
  });

  it('survives a storage property that throws when read (blocked cookies)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const slot = createStorageSlot('k', { owner });
    expect(slot.get()).toBeNull();
    expect(() => slot.set('x')).not.toThrow();
    expect(slot.get()).toBe('x');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('uses memory quietly where there is no storage (server rendering)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const slot = createStorageSlot('mui-mode', { owner, source: () => null });
    expect(slot.get()).toBeNull();
    slot.set('dark');
    expect(slot.get()).toBe('dark');
    expect(warn).not.toHaveBeenCalled();
  });
});
