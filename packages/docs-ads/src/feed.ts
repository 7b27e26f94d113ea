/**
 * The third-party ad feed, treated as untrusted input: every field is checked for type, links
 * must be http(s), and nothing is ever used as HTML.
 */

export interface FeedAd {
  statlink: string;
  statimp?: string;
  image?: string;
  company: string;
  description: string;
  pixel?: string;
  timestamp?: string;
}

const MAX_TEXT = 500;

/** Returns the URL when it parses and is http(s); anything else (javascript:, data:) is dropped. */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 4096) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, MAX_TEXT) : '';
}

/** Keeps the feed entries that are non-empty objects with a usable `statlink`. */
export function filterFeedAds(feed: unknown): FeedAd[] {
  const ads = (feed as { ads?: unknown } | null)?.ads;
  if (!Array.isArray(ads)) return [];
  const kept: FeedAd[] = [];
  for (const entry of ads) {
    if (typeof entry !== 'object' || entry === null || Object.keys(entry).length === 0) continue;
    const raw = entry as Record<string, unknown>;
    const statlink = safeHttpUrl(raw.statlink);
    if (!statlink) continue;
    kept.push({
      statlink,
      statimp: safeHttpUrl(raw.statimp),
      image: safeHttpUrl(raw.image),
      company: text(raw.company),
      description: text(raw.description),
      pixel: typeof raw.pixel === 'string' ? raw.pixel : undefined,
      timestamp:
        typeof raw.timestamp === 'string' || typeof raw.timestamp === 'number'
          ? String(raw.timestamp)
          : undefined,
    });
  }
  return kept;
}

/** Splits the `pixel` field on `||`, fills `[timestamp]`, keeps only http(s) URLs. */
export function pixelUrls(ad: Pick<FeedAd, 'pixel' | 'timestamp'>): string[] {
  if (!ad.pixel) return [];
  return ad.pixel
    .split('||')
    .map((part) => safeHttpUrl(part.trim().replace(/\[timestamp\]/g, ad.timestamp ?? '')))
    .filter((url): url is string => Boolean(url));
}
