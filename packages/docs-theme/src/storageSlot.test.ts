import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_WARNING, createSafeStorage, resetStorageWarning } from './storageSlot';
import { throwingStorage } from './testUtils';

afterEach(() => {
  localStorage.clear();
  resetStorageWarning();
});

describe('createSafeStorage', () => {
  it('reads and writes localStorage, and removes the key for null', () => {
    const slot = createSafeStorage().slot('docs-key');
    expect(slot.get()).toBeNull();
    slot.set('dark');
    expect(localStorage.getItem('docs-key')).toBe('dark');
    expect(slot.get()).toBe('dark');
    slot.set(null);
    expect(localStorage.getItem('docs-key')).toBeNull();
  });

  it('never throws when every storage method throws, keeps values in memory and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createSafeStorage(() => throwingStorage());
    const mode = storage.slot('mui-mode');
    const scheme = storage.slot('mui-color-scheme-dark');
    expect(mode.get()).toBeNull();
    expect(() => mode.set('dark')).not.toThrow();
    expect(mode.get()).toBe('dark');
    scheme.set('dark');
    expect(scheme.get()).toBe('dark');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(STORAGE_WARNING);
  });

  it('survives a localStorage getter that throws (blocked cookies)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const slot = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    }).slot('mui-mode');
    expect(slot.get()).toBeNull();
    slot.set('light');
    expect(slot.get()).toBe('light');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('falls back to memory when storage is full, reads stay consistent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('mui-mode', 'light');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const slot = createSafeStorage().slot('mui-mode');
    slot.set('dark');
    expect(slot.get()).toBe('dark');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('uses memory quietly where there is no storage (server rendering)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const slot = createSafeStorage(() => null).slot('mui-mode');
    expect(slot.get()).toBeNull();
    slot.set('dark');
    expect(slot.get()).toBe('dark');
    expect(warn).not.toHaveBeenCalled();
  });
});
