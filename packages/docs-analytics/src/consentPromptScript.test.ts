import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_ASK_ATTRIBUTE, CONSENT_ASK_VALUE, CONSENT_STORAGE_KEY } from './constants.js';
import { getConsentPromptScript } from './consentPromptScript.js';
import { createConsentStore } from './createConsentStore.js';

// Runs the script as the browser would run the inline element's text.
function run(script = getConsentPromptScript()) {
  new Function(script)();
  return document.documentElement.getAttribute(CONSENT_ASK_ATTRIBUTE);
}

describe('getConsentPromptScript', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks when nothing valid is stored and no privacy signal is on', () => {
    expect(run()).toBe(CONSENT_ASK_VALUE);
    document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
    localStorage.setItem(CONSENT_STORAGE_KEY, 'maybe');
    expect(run()).toBe(CONSENT_ASK_VALUE);
  });

  it('does not ask once the reader has chosen either way', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'analytics');
    expect(run()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, 'essential');
    expect(run()).toBeNull();
  });

  it('does not ask under Do Not Track or Global Privacy Control', () => {
    vi.stubGlobal('navigator', { doNotTrack: '1' });
    expect(run()).toBeNull();
    vi.stubGlobal('navigator', { globalPrivacyControl: true });
    expect(run()).toBeNull();
  });

  it('asks when storage is blocked, as the store does, and never throws', () => {
    vi.stubGlobal('localStorage', {
      getItem() {
        throw new Error('blocked');
      },
    });
    expect(run()).toBe(CONSENT_ASK_VALUE);
  });

  it('reads the key it is given, and is the same text for the same options (a stable CSP hash)', () => {
    localStorage.setItem('my-consent', 'essential');
    expect(run(getConsentPromptScript({ storageKey: 'my-consent' }))).toBeNull();
    expect(getConsentPromptScript()).toBe(getConsentPromptScript());
    expect(getConsentPromptScript()).not.toMatch(/<|\u2028/);
  });

  // The script restates the store's rule in a few bytes of plain JS: this keeps the two in step.
  it('asks exactly when the consent store would show the prompt', () => {
    const signals: Record<string, unknown>[] = [
      {},
      { doNotTrack: '1' },
      { doNotTrack: 'yes' },
      { doNotTrack: '0' },
      { doNotTrack: 'unspecified' },
      { msDoNotTrack: '1' },
      { globalPrivacyControl: true },
      { globalPrivacyControl: false },
    ];
    const windowSignals = [undefined, '1', '0'];
    // Blocked storage last: once it has failed, the store keeps choices in memory for the page.
    const stored = [null, 'analytics', 'essential', 'maybe', 'blocked'];
    let cases = 0;
    for (const value of stored) {
      for (const nav of signals) {
        for (const windowDoNotTrack of windowSignals) {
          vi.unstubAllGlobals();
          localStorage.clear();
          document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
          vi.stubGlobal('navigator', nav);
          vi.stubGlobal('doNotTrack', windowDoNotTrack);
          if (value === 'blocked') {
            vi.stubGlobal('localStorage', {
              getItem() {
                throw new Error('blocked');
              },
              setItem() {
                throw new Error('blocked');
              },
              removeItem() {},
            });
          } else if (value !== null) localStorage.setItem(CONSENT_STORAGE_KEY, value);
          const store = createConsentStore({ required: true });
          const label = JSON.stringify({ nav, windowDoNotTrack, value });
          expect(run() === CONSENT_ASK_VALUE, label).toBe(store.getState().needsPrompt);
          cases += 1;
        }
      }
    }
    expect(cases).toBe(signals.length * windowSignals.length * stored.length);
  });

  it('rejects a key it could not embed safely, naming the package', () => {
    expect(() => getConsentPromptScript({ storageKey: '</script><script>' })).toThrow(
      /^\[docs-analytics\] Invalid storage key/,
    );
  });
});
