import { describe, expect, it } from 'vitest';
import { ALLOW_ADS_SHARE } from './constants.js';
import { adEventLabel, decideAd, type AdState } from './decideAd.js';
import type { AdRecord } from './inHouseAds.js';
import { replayRandom, seededRandom } from './random.js';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const inHouseAds: AdRecord[] = ['one', 'two', 'three', 'four'].map((name) => ({
  name,
  link: `/${name}/`,
  description: name,
  label: `in-house-${name}`,
}));

function state(overrides: Partial<AdState> = {}): AdState {
  return {
    enabled: true,
    userAgent: BROWSER_UA,
    adblock: false,
    networkOut: false,
    shape: 'image',
    placement: 'body-top',
    inHouseAds,
    ...overrides,
  };
}

describe('decideAd', () => {
  it.each([
    'Googlebot/2.1',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0)',
    'curl/8.5.0',
    'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/126.0 Safari/537.36',
  ])('gives the bot %s the empty placeholder', (userAgent) => {
    expect(decideAd(state({ userAgent }), seededRandom(1))).toEqual({
      kind: 'placeholder',
      label: null,
    });
  });

  it('shows nothing while the user agent is unknown (server) or ads are off', () => {
    expect(decideAd(state({ userAgent: undefined }), seededRandom(1)).kind).toBe('placeholder');
    expect(decideAd(state({ enabled: false }), seededRandom(1)).kind).toBe('placeholder');
  });

  it('waits for the network ad without a label until its container is found', () => {
    expect(decideAd(state({ adblock: null }), seededRandom(1))).toEqual({
      kind: 'network',
      label: null,
    });
    expect(decideAd(state({ adblock: false }), seededRandom(1))).toEqual({
      kind: 'network',
      label: 'network-body-top-image',
    });
  });

  it('asks 20% of blocked readers to allow ads and shows the rest an in-house ad', () => {
    const random = seededRandom(2024);
    const kinds = { 'allow-ads': 0, 'in-house': 0, other: 0 };
    const runs = 10_000;
    for (let run = 0; run < runs; run += 1) {
      const decision = decideAd(state({ adblock: true }), random);
      if (decision.kind === 'allow-ads' || decision.kind === 'in-house') kinds[decision.kind] += 1;
      else kinds.other += 1;
    }
    expect(kinds.other).toBe(0);
    expect(kinds['allow-ads'] / runs).toBeGreaterThan(ALLOW_ADS_SHARE - 0.02);
    expect(kinds['allow-ads'] / runs).toBeLessThan(ALLOW_ADS_SHARE + 0.02);
  });

  it('splits exactly at the 20% boundary', () => {
    expect(decideAd(state({ adblock: true }), replayRandom([0.1999, 0]))).toEqual({
      kind: 'allow-ads',
      label: 'in-house-adblock-body-top-image',
    });
    expect(decideAd(state({ adblock: true }), replayRandom([0.2, 0.5]))).toEqual({
      kind: 'in-house',
      label: 'in-house-body-top-image',
      ad: inHouseAds[2],
    });
  });

  it('picks any of the in-house ads, the last one included', () => {
    const picked = new Set<string>();
    const random = seededRandom(9);
    for (let run = 0; run < 400; run += 1) {
      const decision = decideAd(state({ networkOut: true }), random);
      if (decision.kind === 'in-house') picked.add(decision.ad.name);
    }
    expect([...picked].sort()).toEqual(['four', 'one', 'three', 'two']);
    const last = decideAd(state({ networkOut: true }), replayRandom([0.999999]));
    expect(last.kind === 'in-house' && last.ad.name).toBe('four');
  });

  it('shows an in-house ad when the network ad only links to the backers page', () => {
    expect(decideAd(state({ networkOut: true, shape: 'inline' }), replayRandom([0.3]))).toEqual({
      kind: 'in-house',
      label: 'in-house-network-body-top-inline',
      ad: inHouseAds[1],
    });
  });

  it('keeps the placeholder when there is no in-house ad to show', () => {
    expect(decideAd(state({ networkOut: true, inHouseAds: [] }), seededRandom(3)).kind).toBe(
      'placeholder',
    );
    expect(decideAd(state({ adblock: true, inHouseAds: [] }), replayRandom([0.9])).kind).toBe(
      'placeholder',
    );
  });

  it('gives the same answer for the same draws, so re-renders never swap the ad', () => {
    const draws = [0.7, 0.4];
    const first = decideAd(state({ adblock: true }), replayRandom(draws));
    const again = decideAd(state({ adblock: true }), replayRandom(draws));
    expect(again).toEqual(first);
  });
});

describe('adEventLabel', () => {
  it('joins label, placement and shape', () => {
    expect(adEventLabel('network', 'body-top', 'inline')).toBe('network-body-top-inline');
  });
});
