import { afterEach, describe, expect, it, vi } from 'vitest';
import { createColorSchemeStore } from './colorSchemeStore';
import { resetStorageSlots } from '@docshell-internal/storage-slot';
import { fakeMatchMedia, storageEvent, throwingStorage } from './testUtils';

function setup(dark = false) {
  const media = fakeMatchMedia(dark);
  vi.stubGlobal('matchMedia', media.matchMedia);
  return media;
}

const subscriptions: (() => void)[] = [];
/** Subscribes for the length of one test, so stores never hear later tests' events. */
function listen(store: ReturnType<typeof createColorSchemeStore>, listener = () => {}) {
  subscriptions.push(store.subscribe(listener));
}

afterEach(() => {
  subscriptions.splice(0).forEach((unsubscribe) => unsubscribe());
  localStorage.clear();
  resetStorageSlots();
  vi.unstubAllGlobals();
});

describe('createColorSchemeStore', () => {
  it('defaults to system mode and resolves it from prefers-color-scheme', () => {
    setup(true);
    const snapshot = createColorSchemeStore().getSnapshot();
    expect(snapshot).toMatchObject({
      mode: 'system',
      systemMode: 'dark',
      resolvedMode: 'dark',
      colorScheme: 'dark',
    });
  });

  it('reads the stored mode and schemes from mui-mode and mui-color-scheme-*', () => {
    setup(false);
    localStorage.setItem('mui-mode', 'dark');
    localStorage.setItem('mui-color-scheme-dark', 'dark');
    expect(createColorSchemeStore().getSnapshot()).toMatchObject({
      mode: 'dark',
      resolvedMode: 'dark',
      colorScheme: 'dark',
    });
  });

  it('stores a new mode and notifies subscribers', () => {
    setup(false);
    const store = createColorSchemeStore();
    const listener = vi.fn();
    listen(store, listener);
    store.setMode('dark');
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(store.getSnapshot().resolvedMode).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    store.setMode('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    store.setMode(null);
    expect(store.getSnapshot().mode).toBe('system');
  });

  it('follows live changes of the system preference while subscribed', () => {
    const media = setup(false);
    const store = createColorSchemeStore();
    const unsubscribe = store.subscribe(() => {});
    media.setDark(true);
    expect(store.getSnapshot().resolvedMode).toBe('dark');
    store.setMode('light');
    media.setDark(false);
    media.setDark(true);
    expect(store.getSnapshot()).toMatchObject({ resolvedMode: 'light', systemMode: 'dark' });
    unsubscribe();
    expect(media.listenerCount()).toBe(0);
  });

  it('applies a change made in another tab (storage events)', () => {
    setup(false);
    const store = createColorSchemeStore();
    const listener = vi.fn();
    listen(store, listener);
    window.dispatchEvent(storageEvent('mui-mode', 'dark'));
    expect(store.getSnapshot().resolvedMode).toBe('dark');
    window.dispatchEvent(storageEvent('unrelated', 'x'));
    expect(listener).toHaveBeenCalledTimes(1);
    // Another tab cleared storage: back to the defaults.
    window.dispatchEvent(storageEvent(null, null));
    expect(store.getSnapshot().mode).toBe('system');
  });

  it('logs unknown scheme names and modes as errors and ignores them', () => {
    setup(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('mui-color-scheme-light', 'sepia');
    const store = createColorSchemeStore();
    expect(store.getSnapshot().lightColorScheme).toBe('light');
    expect(error).toHaveBeenLastCalledWith(
      expect.stringContaining('Unknown colour scheme "sepia"'),
    );
    listen(store);
    store.setMode('dark');
    window.dispatchEvent(storageEvent('mui-color-scheme-dark', 'ocean'));
    store.setColorScheme('ocean');
    expect(store.getSnapshot().colorScheme).toBe('dark');
    window.dispatchEvent(storageEvent('mui-mode', 'purple'));
    expect(store.getSnapshot().mode).toBe('dark');
    expect(error).toHaveBeenCalledTimes(4);
    expect(error.mock.calls[0]?.[0]).toMatch(/^\[docs-theme\]/);
    expect(error).toHaveBeenLastCalledWith(expect.stringContaining('Unknown colour mode "purple"'));
  });

  it('accepts known scheme names for the mode shown and per mode', () => {
    setup(false);
    const store = createColorSchemeStore({ supportedColorSchemes: ['light', 'dark', 'dim'] });
    store.setMode('dark');
    store.setColorScheme('dim');
    expect(localStorage.getItem('mui-color-scheme-dark')).toBe('dim');
    expect(store.getSnapshot().colorScheme).toBe('dim');
    store.setColorScheme({ light: 'dim' });
    expect(store.getSnapshot().lightColorScheme).toBe('dim');
    store.setColorScheme(null);
    expect(store.getSnapshot()).toMatchObject({
      lightColorScheme: 'light',
      darkColorScheme: 'dark',
    });
  });

  it('keeps working when storage throws, and warns once', () => {
    setup(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createColorSchemeStore({ storage: () => throwingStorage() });
    expect(store.getSnapshot().resolvedMode).toBe('dark');
    store.setMode('light');
    store.setMode('dark');
    expect(store.getSnapshot().mode).toBe('dark');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('works without matchMedia (treats the system as light)', () => {
    vi.stubGlobal('matchMedia', undefined);
    const store = createColorSchemeStore();
    listen(store);
    expect(store.getSnapshot().resolvedMode).toBe('light');
  });

  it('gives an unresolved snapshot on the server', () => {
    const store = createColorSchemeStore({ getWindow: () => undefined, defaultMode: 'light' });
    expect(store.getSnapshot()).toBe(store.getServerSnapshot());
    expect(store.getServerSnapshot()).toMatchObject({
      mode: 'light',
      resolvedMode: undefined,
      colorScheme: undefined,
    });
  });
});
