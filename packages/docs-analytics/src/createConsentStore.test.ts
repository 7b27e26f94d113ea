import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from './constants.js';
import { createConsentStore, parseConsent } from './createConsentStore.js';
import { resetStorageSlots } from '@docshell-internal/storage-slot';

const noDnt = () => false;
const dnt = () => true;

describe('createConsentStore', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStorageSlots();
  });

  it('allows analytics by default when consent is not required, unless the reader opts out', () => {
    const store = createConsentStore({ doNotTrack: noDnt });
    expect(store.getState()).toMatchObject({
      consent: null,
      allowsAnalytics: true,
      needsPrompt: false,
    });
    store.setConsent('essential');
    expect(store.allowsAnalytics()).toBe(false);
  });

  it('sends nothing until the reader allows analytics when consent is required', () => {
    const store = createConsentStore({ required: true, doNotTrack: noDnt });
    expect(store.getState()).toMatchObject({ allowsAnalytics: false, needsPrompt: true });
    store.setConsent('analytics');
    expect(store.getState()).toMatchObject({ allowsAnalytics: true, needsPrompt: false });
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('analytics');
  });

  it('lets the reader change or forget the choice', () => {
    const store = createConsentStore({ required: true, doNotTrack: noDnt });
    store.setConsent('analytics');
    store.setConsent('essential');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('essential');
    expect(store.allowsAnalytics()).toBe(false);
    store.setConsent(null);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(store.getState().needsPrompt).toBe(true);
  });

  it('reads an earlier choice and ignores values it does not know', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'analytics');
    expect(createConsentStore({ required: true, doNotTrack: noDnt }).allowsAnalytics()).toBe(true);
    localStorage.setItem(CONSENT_STORAGE_KEY, '<img src=x>');
    expect(createConsentStore({ required: true, doNotTrack: noDnt }).getState().consent).toBeNull();
  });

  it('with Do Not Track on, allows nothing and asks nothing, whatever was stored', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'analytics');
    const store = createConsentStore({ required: true, doNotTrack: dnt });
    expect(store.getState()).toMatchObject({
      doNotTrack: true,
      allowsAnalytics: false,
      needsPrompt: false,
    });
    expect(createConsentStore({ doNotTrack: dnt }).allowsAnalytics()).toBe(false);
  });

  it('keeps the same state object until something changes', () => {
    const store = createConsentStore({ doNotTrack: noDnt });
    const first = store.getState();
    expect(store.getState()).toBe(first);
    store.setConsent(null);
    expect(store.getState()).toBe(first);
    store.setConsent('essential');
    expect(store.getState()).not.toBe(first);
  });

  it('notifies subscribers, including of a choice made in another tab', () => {
    const store = createConsentStore({ required: true, doNotTrack: noDnt });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setConsent('essential');
    expect(listener).toHaveBeenCalledTimes(1);

    localStorage.setItem(CONSENT_STORAGE_KEY, 'analytics');
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.allowsAnalytics()).toBe(true);

    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    unsubscribe();
    localStorage.setItem(CONSENT_STORAGE_KEY, 'essential');
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives a server state with no choice and no prompt', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'analytics');
    const store = createConsentStore({ required: true, doNotTrack: noDnt });
    expect(store.getServerState()).toEqual({
      consent: null,
      required: true,
      doNotTrack: false,
      allowsAnalytics: false,
      needsPrompt: false,
    });
  });
});

describe('parseConsent', () => {
  it.each([
    ['analytics', 'analytics'],
    ['essential', 'essential'],
    ['Analytics', null],
    ['', null],
    [null, null],
    [1, null],
  ])('%j -> %j', (input, output) => {
    expect(parseConsent(input)).toBe(output);
  });
});
