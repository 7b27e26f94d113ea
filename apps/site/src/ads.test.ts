import { IN_HOUSE_AD_CONTENT, IN_HOUSE_AD_NAMES } from '@docshell/docs-ads';
import { describe, expect, it } from 'vitest';
import { FAKE_AD_NETWORK_ENV } from '../scripts/fakeAdNetwork.mjs';
import { createAdConfig, readAdOverrides } from './ads';
import { readSiteEnv } from './siteEnv';

const unconfigured = readSiteEnv({});
const fake = readSiteEnv(FAKE_AD_NETWORK_ENV);
const real = readSiteEnv({
  VITE_AD_FEED_URL: 'https://ads.adnetwork.io/feed.json',
  VITE_AD_SCRIPT_URL: 'https://cdn.adnetwork.io/serve.js',
  VITE_AD_CONTAINER_SELECTOR: '#adnetwork-slot',
});

describe('createAdConfig', () => {
  it('configures no network when none is set: no feed, no script, in-house ads only', () => {
    const config = createAdConfig({}, unconfigured);
    expect(config.feedUrl).toBeUndefined();
    expect(config.scriptUrl).toBeUndefined();
    expect(config.inHouseAds).toHaveLength(IN_HOUSE_AD_NAMES.length);
  });

  it('passes the configured container selector, which is what polling looks for', () => {
    expect(createAdConfig({}, real)).toMatchObject({
      feedUrl: 'https://ads.adnetwork.io/feed.json',
      scriptUrl: 'https://cdn.adnetwork.io/serve.js',
      containerSelector: '#adnetwork-slot',
    });
    expect(createAdConfig({}, fake).containerSelector).toBe('[data-fake-ad-container]');
  });

  it('asks the fake network for a mode and a container selector from the page URL', () => {
    const overrides = readAdOverrides('?adMode=blocked&adSelector=%5Bdata-x%5D', fake);
    expect(createAdConfig(overrides, fake)).toMatchObject({
      feedUrl: 'http://127.0.0.1:4100/feed.json?mode=blocked',
      scriptUrl: 'http://127.0.0.1:4100/script.js?mode=blocked&selector=%5Bdata-x%5D',
    });
  });
});

describe('readAdOverrides', () => {
  it('is ignored unless the network is a local one', () => {
    const search = '?adMode=blocked&adShape=inline&adRandom=0.1&adSelector=.x';
    expect(readAdOverrides(search, real)).toEqual({});
    expect(readAdOverrides(search, unconfigured)).toEqual({});
    expect(readAdOverrides(search, fake)).toEqual({
      mode: 'blocked',
      shape: 'inline',
      random: 0.1,
      selector: '.x',
    });
  });

  it('drops a selector that is not one simple id, class or attribute', () => {
    for (const selector of ['div a', '[x]:not(y)', '<b>', '#']) {
      expect(readAdOverrides(`?adSelector=${encodeURIComponent(selector)}`, fake).selector).toBe(
        undefined,
      );
    }
  });
});

/** Where each in-house ad's text says it leads: the named vendor's own site, or the store it sells in. */
const PROMISED_DESTINATION = {
  scaffoldhub: { host: 'scaffoldhub.io', brand: 'ScaffoldHub' },
  tidelift: { host: 'tidelift.com', brand: 'Tidelift' },
  templates: { host: 'mui.com', path: '/store/', brand: 'Templates' },
  themes: { host: 'mui.com', path: '/store/', brand: 'Premium themes' },
  figma: { host: 'mui.com', path: '/store/', brand: 'Design kit' },
} as const;

describe('in-house ads', () => {
  it('link where their text promises by default: the vendor they name, or the store that sells them', () => {
    for (const ad of createAdConfig({}, unconfigured).inHouseAds) {
      const promised = PROMISED_DESTINATION[ad.name as keyof typeof PROMISED_DESTINATION];
      const url = new URL(ad.link);
      expect(ad.title, ad.name).toBe(promised.brand);
      expect(url.protocol, ad.name).toBe('https:');
      expect(url.hostname.replace(/^www\./, ''), ad.name).toBe(promised.host);
      if ('path' in promised) expect(url.pathname, ad.name).toBe(promised.path);
      // A vendor named in the ad is the site it leads to.
      if (promised.host !== 'mui.com') {
        expect(url.hostname.split('.')[0], ad.name).toBe(promised.brand.toLowerCase());
      }
      // No tracking ids or campaign parameters.
      expect(url.search, ad.name).toBe('');
    }
    expect(Object.keys(PROMISED_DESTINATION).sort()).toEqual([...IN_HOUSE_AD_NAMES].sort());
  });

  it('take their destinations from the configuration', () => {
    const settings = readSiteEnv({ VITE_IN_HOUSE_AD_TIDELIFT_URL: 'https://tidelift.com/about' });
    const tidelift = createAdConfig({}, settings).inHouseAds.find((ad) => ad.name === 'tidelift');
    expect(tidelift?.link).toBe('https://tidelift.com/about');
    expect(IN_HOUSE_AD_CONTENT.tidelift.title).toBe('Tidelift');
  });
});
