import { createInHouseAds, type AdConfig, type AdShape } from '@docshell/docs-ads';
import { AD_SETTINGS, SITE_NAME } from './siteConfig';
import type { AdSettings } from './siteEnv';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isLoopbackUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    return LOOPBACK_HOSTS.has(new URL(value).hostname);
  } catch {
    return false;
  }
}

/**
 * True when the configured network is a local one (the fake network `npm start`, `pnpm dev` and
 * the tests point the build at). A deploy build refuses loopback addresses, so production never is.
 */
function usesLocalAdNetwork(settings: AdSettings = AD_SETTINGS): boolean {
  return isLoopbackUrl(settings.adFeedUrl) || isLoopbackUrl(settings.adScriptUrl);
}

export interface AdOverrides {
  mode?: string;
  shape?: AdShape;
  random?: number;
  /** The selector the fake network's container carries, instead of its configured one. */
  selector?: string;
}

/** What the fake network accepts as `?selector=`: one id, class or attribute. */
const SIMPLE_SELECTOR = /^(?:[#.][A-Za-z][\w-]{0,40}|\[[a-z][\w-]{0,40}\])$/;

/**
 * Only with a local network: `?adMode=`, `?adShape=`, `?adRandom=` and `?adSelector=` in the page
 * URL pick the network's behaviour, the ad shape, the draws and the container's selector, so
 * browser tests can run every path in parallel. Anything unexpected is ignored.
 */
export function readAdOverrides(search: string, settings: AdSettings = AD_SETTINGS): AdOverrides {
  if (!usesLocalAdNetwork(settings) || search.length > 500) return {};
  const params = new URLSearchParams(search);
  const mode = params.get('adMode');
  const shape = params.get('adShape');
  const random = Number(params.get('adRandom'));
  const selector = params.get('adSelector');
  return {
    mode: mode && /^[a-z-]{1,20}$/.test(mode) ? mode : undefined,
    shape: shape === 'image' || shape === 'inline' ? shape : undefined,
    random: params.has('adRandom') && random >= 0 && random < 1 ? random : undefined,
    selector: selector && SIMPLE_SELECTOR.test(selector) ? selector : undefined,
  };
}

function withQuery(url: string | undefined, query: Record<string, string | undefined>) {
  if (!url) return undefined;
  const params = Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]);
  if (params.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
}

/**
 * The ad config from the site's settings. No feed and no script configured: docs-ads shows
 * in-house ads only (never the allow-ads message: there is nothing to block).
 */
export function createAdConfig(
  overrides: AdOverrides = {},
  settings: AdSettings = AD_SETTINGS,
): AdConfig {
  const random = overrides.random;
  return {
    displayRatio: 0.1,
    feedUrl: withQuery(settings.adFeedUrl, { mode: overrides.mode }),
    scriptUrl: withQuery(settings.adScriptUrl, {
      mode: overrides.mode,
      selector: overrides.selector,
    }),
    containerSelector: settings.adContainerSelector,
    networkName: settings.adNetworkName,
    inHouseAds: createInHouseAds({
      imageBaseUrl: '/static/ads-in-house/',
      publisher: SITE_NAME,
      links: settings.inHouseAdLinks,
    }),
    backersUrl: settings.backersUrl,
    shape: overrides.shape,
    random: random === undefined ? undefined : () => random,
  };
}
