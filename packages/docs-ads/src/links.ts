import { safeHttpUrl } from './feed.js';

/**
 * The href an ad may use: an absolute http(s) URL, or a path on this site (`/store/`). Everything
 * else (`javascript:`, `data:`, protocol-relative `//host`) gives `undefined`, and the ad renders
 * without a link.
 */
export function safeLinkHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return safeHttpUrl(value);
}

function comparable(url: URL): string {
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Whether a link inside the network's container points at the site's backers page. The network
 * fills slots it cannot sell with that link, and then our own ad is the better use of the space.
 * Query and hash are ignored, and so is a trailing slash.
 */
export function linksToBackers(href: string, backersUrl: string, pageUrl: string): boolean {
  if (!backersUrl) return false;
  try {
    return comparable(new URL(href, pageUrl)) === comparable(new URL(backersUrl, pageUrl));
  } catch {
    return false;
  }
}
