import { afterEach, describe, expect, it, vi } from 'vitest';
import { createColorSchemeStore } from './colorSchemeStore';
import { createMuiStorageManager } from './muiStorageManager';

afterEach(() => {
  localStorage.clear();
});

describe('createMuiStorageManager', () => {
  it('reads MUI’s keys from the store', () => {
    localStorage.setItem('mui-mode', 'dark');
    const manager = createMuiStorageManager(createColorSchemeStore());
    expect(manager({ key: 'mui-mode' }).get('system')).toBe('dark');
    expect(manager({ key: 'mui-color-scheme-light' }).get(undefined)).toBe('light');
    expect(manager({ key: 'other' }).get('fallback')).toBe('fallback');
  });

  it('writes through the store after the current task', async () => {
    const store = createColorSchemeStore();
    createMuiStorageManager(store)({ key: 'mui-mode' }).set('dark');
    expect(store.getSnapshot().mode).toBe('system');
    await Promise.resolve();
    expect(store.getSnapshot().mode).toBe('dark');
    expect(localStorage.getItem('mui-mode')).toBe('dark');
  });

  it('tells MUI about changes to its key only', () => {
    const store = createColorSchemeStore();
    const handler = vi.fn();
    const unsubscribe = createMuiStorageManager(store)({ key: 'mui-mode' }).subscribe(handler);
    store.setColorScheme({ dark: 'dark' });
    store.setMode('light');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith('light');
    unsubscribe();
    store.setMode('dark');
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
