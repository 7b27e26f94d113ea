import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_PREFERENCES_CHANNEL, createCodePreferenceStore } from './codePreferenceStore';
import { resetStorageSlots } from '@docshell-internal/storage-slot';
import { storageEvent, throwingStorage } from './testUtils';

const subscriptions: (() => void)[] = [];
function listen(store: ReturnType<typeof createCodePreferenceStore>, listener = () => {}) {
  subscriptions.push(store.subscribe(listener));
}

beforeEach(() => {
  window.location.hash = '';
});

afterEach(() => {
  subscriptions.splice(0).forEach((unsubscribe) => unsubscribe());
  vi.unstubAllGlobals();
  localStorage.clear();
  resetStorageSlots();
  for (const name of ['codeVariant', 'codeStyling']) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
});

describe('createCodePreferenceStore', () => {
  it('reads the hash first, then the cookies, then the defaults', () => {
    document.cookie = 'codeVariant=TS; path=/';
    document.cookie = 'codeStyling=CSS; path=/';
    window.location.hash = '#basic-button.js';
    expect(createCodePreferenceStore().getSnapshot()).toEqual({
      codeVariant: 'JS',
      codeStyling: 'CSS',
    });
    window.location.hash = '';
    expect(createCodePreferenceStore().getSnapshot()).toEqual({
      codeVariant: 'TS',
      codeStyling: 'CSS',
    });
  });

  it('falls back to the defaults for tampered cookies', () => {
    document.cookie = 'codeVariant=Rust; path=/';
    document.cookie = 'codeStyling=%3Cb%3E; path=/';
    expect(createCodePreferenceStore().getSnapshot()).toEqual({
      codeVariant: 'TS',
      codeStyling: 'MUI System',
    });
  });

  it('keeps its first reading: later hash changes do not override the reader’s choice', () => {
    const store = createCodePreferenceStore();
    expect(store.getSnapshot().codeVariant).toBe('TS');
    window.location.hash = '#demo.js';
    expect(store.getSnapshot().codeVariant).toBe('TS');
  });

  it('writes each change to its cookie and notifies subscribers once', () => {
    const store = createCodePreferenceStore();
    const listener = vi.fn();
    listen(store, listener);
    store.setCodeVariant('JS');
    store.setCodeVariant('JS');
    store.setCodeStyling('Tailwind');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(document.cookie).toContain('codeVariant=JS');
    expect(document.cookie).toContain('codeStyling=Tailwind');
    store.setCodeVariant('Go' as 'JS');
    expect(store.getSnapshot().codeVariant).toBe('JS');
  });

  it('tells other tabs through a BroadcastChannel', async () => {
    const here = createCodePreferenceStore();
    const there = createCodePreferenceStore();
    listen(here);
    listen(there);
    expect(there.getSnapshot().codeStyling).toBe('MUI System');
    here.setCodeStyling('CSS');
    await vi.waitFor(() => expect(there.getSnapshot().codeStyling).toBe('CSS'));
    expect(there.getSnapshot().codeVariant).toBe('TS');
  });

  it('ignores tampered messages from other tabs', async () => {
    const store = createCodePreferenceStore();
    listen(store);
    const sender = new BroadcastChannel(CODE_PREFERENCES_CHANNEL);
    sender.postMessage({ codeVariant: 'Rust', codeStyling: 'CSS' });
    sender.postMessage('JS');
    sender.close();
    await vi.waitFor(() => expect(store.getSnapshot().codeStyling).toBe('CSS'));
    expect(store.getSnapshot().codeVariant).toBe('TS');
  });

  it('falls back to storage events where BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const here = createCodePreferenceStore();
    const there = createCodePreferenceStore();
    listen(here);
    listen(there);
    // Both tabs rendered before the change.
    expect(there.getSnapshot().codeVariant).toBe('TS');
    here.setCodeVariant('JS');
    const ping = localStorage.getItem(CODE_PREFERENCES_CHANNEL);
    expect(JSON.parse(ping!)).toMatchObject({ codeVariant: 'JS' });
    // The browser delivers storage events to the other tabs only; deliver it by hand.
    window.dispatchEvent(storageEvent(CODE_PREFERENCES_CHANNEL, 'not json'));
    window.dispatchEvent(storageEvent(CODE_PREFERENCES_CHANNEL, '{"codeVariant":"Rust"}'));
    expect(there.getSnapshot().codeVariant).toBe('TS');
    window.dispatchEvent(storageEvent(CODE_PREFERENCES_CHANNEL, ping));
    expect(there.getSnapshot().codeVariant).toBe('JS');
  });

  it('still works with neither BroadcastChannel nor storage', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createCodePreferenceStore({
      storage: () => throwingStorage(),
    });
    listen(store);
    expect(() => store.setCodeVariant('JS')).not.toThrow();
    expect(store.getSnapshot().codeVariant).toBe('JS');
  });

  it('gives the defaults on the server without reading cookies', () => {
    const store = createCodePreferenceStore({ getWindow: () => undefined });
    expect(store.getSnapshot()).toEqual({ codeVariant: 'TS', codeStyling: 'MUI System' });
    expect(store.getSnapshot()).toBe(store.getServerSnapshot());
  });
});
