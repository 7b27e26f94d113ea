import { FEED_MAX_ATTEMPTS, FEED_MAX_BYTES, FEED_TIMEOUT_MS } from './constants.js';
import { filterFeedAds, type FeedAd } from './feed.js';

/** Why the feed gave no ad. Only `no-ad` is worth another try. */
export type FeedFailure =
  | 'blocked'
  | 'no-ad'
  | 'http-error'
  | 'bad-json'
  | 'broken-body'
  | 'timeout'
  | 'too-large'
  | 'aborted';

export type FeedOutcome =
  { ad: FeedAd; attempts: number } | { ad: null; reason: FeedFailure; attempts: number };

export interface FetchFeedAdOptions {
  /** Defaults to the global `fetch`, looked up when called. */
  fetch?: typeof globalThis.fetch;
  /** Aborts the whole thing, for example when the slot unmounts. */
  signal?: AbortSignal;
  /** Requests in total while the feed has no usable ad. */
  maxAttempts?: number;
  /** Per request, headers and body together. */
  timeoutMs?: number;
  /** A body larger than this is abandoned mid-stream. */
  maxBytes?: number;
}

class FeedError extends Error {
  constructor(readonly reason: FeedFailure) {
    super(reason);
  }
}

/**
 * Reads the body as text, but stops and aborts as soon as it passes `maxBytes`. The reader is
 * cancelled when `signal` aborts, so a body that never ends cannot outlive the timeout even with
 * a fetch that ignores the signal once headers have arrived.
 */
async function readTextWithLimit(
  response: Response,
  maxBytes: number,
  controller: AbortController,
): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    controller.abort();
    throw new FeedError('too-large');
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const onAbort = () => {
    reader.cancel().catch(() => {});
  };
  controller.signal.addEventListener('abort', onAbort, { once: true });
  const decoder = new TextDecoder();
  let total = 0;
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (controller.signal.aborted) throw new DOMException('Aborted', 'AbortError');
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        controller.abort();
        throw new FeedError('too-large');
      }
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    controller.signal.removeEventListener('abort', onAbort);
  }
  return text + decoder.decode();
}

async function attempt(
  url: string,
  fetchImpl: typeof globalThis.fetch,
  outer: AbortSignal | undefined,
  timeoutMs: number,
  maxBytes: number,
): Promise<FeedAd> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener('abort', onOuterAbort);
  const failure = (fallback: FeedFailure) => (error: unknown) => {
    if (error instanceof FeedError) throw error;
    if (outer?.aborted) throw new FeedError('aborted');
    throw new FeedError(timedOut ? 'timeout' : fallback);
  };
  try {
    // A rejected request is what an ad blocker looks like from here.
    const response = await fetchImpl(url, {
      signal: controller.signal,
      credentials: 'omit',
      headers: { accept: 'application/json' },
    }).catch(failure('blocked'));
    if (!response.ok) {
      controller.abort();
      throw new FeedError('http-error');
    }
    const text = await readTextWithLimit(response, maxBytes, controller).catch(
      failure('broken-body'),
    );
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new FeedError('bad-json');
    }
    const [ad] = filterFeedAds(json);
    if (!ad) throw new FeedError('no-ad');
    return ad;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/**
 * Fetches the feed and returns its first usable ad, with the reason when there is none. Asks
 * again (up to `maxAttempts` in total) only while the feed answers well-formed JSON with no
 * usable entry; every other failure ends it at once. Never throws.
 */
export async function loadFeedAd(
  url: string,
  {
    fetch: fetchImpl = globalThis.fetch,
    signal,
    maxAttempts = FEED_MAX_ATTEMPTS,
    timeoutMs = FEED_TIMEOUT_MS,
    maxBytes = FEED_MAX_BYTES,
  }: FetchFeedAdOptions = {},
): Promise<FeedOutcome> {
  let attempts = 0;
  while (attempts < maxAttempts) {
    if (signal?.aborted) return { ad: null, reason: 'aborted', attempts };
    attempts += 1;
    try {
      return { ad: await attempt(url, fetchImpl, signal, timeoutMs, maxBytes), attempts };
    } catch (error) {
      const reason = error instanceof FeedError ? error.reason : 'blocked';
      if (reason !== 'no-ad' || attempts >= maxAttempts) return { ad: null, reason, attempts };
    }
  }
  return { ad: null, reason: 'no-ad', attempts };
}

/** The first usable ad from the feed, or `null` for any failure. Never throws. */
export async function fetchFeedAd(
  url: string,
  options: FetchFeedAdOptions = {},
): Promise<FeedAd | null> {
  return (await loadFeedAd(url, options)).ad;
}
