import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsentStore } from './createConsentStore.js';
import { GTAG_SCRIPT_ATTRIBUTE, installGtag } from './installGtag.js';
import { resetStorageSlots } from '@docshell-internal/storage-slot';

type W = Window & { gtag?: unknown; dataLayer?: ArrayLike<unknown>[] };
const options = { measurementId: 'G-TEST 1', scriptSrc: '/vendor/gtag.js' };

function calls(): unknown[][] {
  return ((window as W).dataLayer ?? []).map((entry) => Array.from(entry));
}
function scripts() {
  return document.querySelectorAll(`script[${GTAG_SCRIPT_ATTRIBUTE}]`);
}

describe('installGtag', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStorageSlots();
  });
  afterEach(() => {
    delete (window as W).gtag;
    delete (window as W).dataLayer;
    scripts().forEach((script) => script.remove());
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
  });

  it('configures the property without automatic page views and adds the script once', () => {
    installGtag(options);
    installGtag(options);
    expect(calls()).toContainEqual(['config', 'G-TEST 1', { send_page_view: false }]);
    expect(calls()[0]?.[0]).toBe('js');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.getAttribute('src')).toBe('/vendor/gtag.js?id=G-TEST%201');
    expect((scripts()[0] as HTMLScriptElement).async).toBe(true);
  });

  it('does nothing without an id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installGtag({ measurementId: '', scriptSrc: '/vendor/gtag.js' });
    expect(scripts()).toHaveLength(0);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('loads nothing while Do Not Track is on', () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    installGtag(options);
    expect(scripts()).toHaveLength(0);
  });

  it('waits for consent, then loads and grants analytics storage only', () => {
    const consent = createConsentStore({ required: true, doNotTrack: () => false });
    const stop = installGtag({ ...options, consent });
    expect(scripts()).toHaveLength(0);
    expect(calls()).toEqual([
      [
        'consent',
        'default',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
    ]);

    consent.setConsent('analytics');
    expect(scripts()).toHaveLength(1);
    expect(calls()).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ]);

    consent.setConsent('essential');
    expect(calls().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
    stop();
    const count = calls().length;
    consent.setConsent('analytics');
    expect(calls()).toHaveLength(count);
  });
});
