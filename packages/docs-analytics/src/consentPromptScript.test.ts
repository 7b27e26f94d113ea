import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_ASK_ATTRIBUTE, CONSENT_ASK_VALUE, CONSENT_STORAGE_KEY } from './constants.js';
import { getConsentPromptScript } from './consentPromptScript.js';

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

  it('rejects a key it could not embed safely, naming the package', () => {
    expect(() => getConsentPromptScript({ storageKey: '</script><script>' })).toThrow(
      /^\[docs-analytics\] Invalid storage key/,
    );
  });
});
