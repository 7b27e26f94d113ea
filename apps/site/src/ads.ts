import { createInHouseAds, type AdConfig, type AdShape } from '@docshell/docs-ads';
import { SITE_NAME } from './siteConfig';

/** The local fake ad network the dev and test commands start (see packages/docs-ads/fake-network). */
export const FAKE_AD_NETWORK_ORIGIN = 'http://127.0.0.1:4100';
export const FAKE_AD_NETWORK_PORT = 4100;

const configuredFeed = import.meta.env.VITE_AD_FEED_URL;
const configuredScript = import.meta.env.VITE_AD_SCRIPT_URL;
/** True when no real network is configured: the site talks to the local fake one. */
export const USES_FAKE_AD_NETWORK = !configuredFeed && !configuredScript;

const inHouseAds = createInHouseAds({
  imageBaseUrl: '/static/ads-in-house/',
  publisher: SITE_NAME,
  links: {
    scaffoldhub: '/material-ui/getting-started/usage',
    templates: '/material-ui/getting-started/overview',
    themes: '/material-ui/customization/theming',
    tidelift: '/versions',
    figma: '/material-ui/customization/how-to-customize',
  },
});

export interface AdOverrides {
  mode?: string;
  shape?: AdShape;
  random?: number;
}

/**
 * Only with the fake network: `?adMode=`, `?adShape=` and `?adRandom=` in the page URL pick the
 * network's behaviour, the ad shape and the draws, so browser tests can run every path in
 * parallel. Anything unexpected is ignored.
 */
export function readAdOverrides(search: string): AdOverrides {
  if (!USES_FAKE_AD_NETWORK || search.length > 500) return {};
  const params = new URLSearchParams(search);
  const mode = params.get('adMode');
  const shape = params.get('adShape');
  const random = Number(params.get('adRandom'));
  return {
    mode: mode && /^[a-z-]{1,20}$/.test(mode) ? mode : undefined,
    shape: shape === 'image' || shape === 'inline' ? shape : undefined,
    random: params.has('adRandom') && random >= 0 && random < 1 ? random : undefined,
  };
}

function withMode(url: string, mode: string | undefined): string {
  return mode ? `${url}?mode=${encodeURIComponent(mode)}` : url;
}

export function createAdConfig(overrides: AdOverrides = {}): AdConfig {
  const random = overrides.random;
  return {
    displayRatio: 0.1,
    feedUrl: withMode(configuredFeed || `${FAKE_AD_NETWORK_ORIGIN}/feed.json`, overrides.mode),
    scriptUrl: withMode(configuredScript || `${FAKE_AD_NETWORK_ORIGIN}/script.js`, overrides.mode),
    networkName: import.meta.env.VITE_AD_NETWORK_NAME || 'Fake Ads',
    inHouseAds,
    backersUrl: '/versions',
    shape: overrides.shape,
    random: random === undefined ? undefined : () => random,
  };
}
