import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEED_MAX_ATTEMPTS, FEED_MAX_BYTES } from './constants.js';
import { fetchFeedAd, loadFeedAd } from './fetchFeedAd.js';

const FEED_URL = 'https://feed.example/ads.json';
const GOOD_ENTRY = {
  statlink: 'https://feed.example/click/1',
  statimp: 'https://feed.example/imp/1',
  company: 'Acme',
  description: 'Build faster',
  timestamp: 1700000000,
};

/** A fetch that counts its calls and answers from the given list (the last answer repeats). */
function fakeFetch(...answers: Array<() => Response | Promise<Response>>) {
  const calls: Array<RequestInit | undefined> = [];
  const fn = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    return answer!();
  });
  return { fetch: fn as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown) => () => new Response(JSON.stringify(body));

/** A fetch that never answers until its signal aborts, like a server that hangs. */
function hangingFetch(): typeof globalThis.fetch {
  return ((_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
    })) as typeof globalThis.fetch;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchFeedAd', () => {
  it('returns the first usable entry after one request', async () => {
    const { fetch, calls } = fakeFetch(json({ ads: [{}, GOOD_ENTRY] }));
    const ad = await fetchFeedAd(FEED_URL, { fetch });
    expect(ad).toMatchObject({
      company: 'Acme',
      statlink: GOOD_ENTRY.statlink,
      timestamp: '1700000000',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ credentials: 'omit' });
  });

  it('asks again while the feed has no usable ad, and stops once it has one', async () => {
    const { fetch, calls } = fakeFetch(
      json({ ads: [] }),
      json({ ads: [{}, { company: 'no link' }] }),
      json({ ads: [GOOD_ENTRY] }),
    );
    expect(await fetchFeedAd(FEED_URL, { fetch })).toMatchObject({ company: 'Acme' });
    expect(calls).toHaveLength(3);
  });

  it('gives up after ten requests without a usable ad', async () => {
    const { fetch, calls } = fakeFetch(json({ ads: [{}] }));
    expect(await loadFeedAd(FEED_URL, { fetch })).toEqual({
      ad: null,
      reason: 'no-ad',
      attempts: FEED_MAX_ATTEMPTS,
    });
    expect(calls).toHaveLength(10);
  });

  it('honours a smaller maxAttempts', async () => {
    const { fetch, calls } = fakeFetch(json({ nothing: true }));
    expect(await fetchFeedAd(FEED_URL, { fetch, maxAttempts: 3 })).toBeNull();
    expect(calls).toHaveLength(3);
  });

  it('gives up at once on a network error, as an ad blocker causes', async () => {
    const { fetch, calls } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadFeedAd(FEED_URL, { fetch })).toEqual({
      ad: null,
      reason: 'blocked',
      attempts: 1,
    });
    expect(calls).toHaveLength(1);
  });

  it('gives no ad, silently, for malformed JSON or an HTTP error', async () => {
    const bad = fakeFetch(() => new Response('{"ads": [', { status: 200 }));
    expect(await loadFeedAd(FEED_URL, { fetch: bad.fetch })).toMatchObject({
      ad: null,
      reason: 'bad-json',
    });
    expect(bad.calls).toHaveLength(1);
    const error = fakeFetch(() => new Response('oops', { status: 500 }));
    expect(await loadFeedAd(FEED_URL, { fetch: error.fetch })).toMatchObject({
      reason: 'http-error',
    });
  });

  it('times out a request that never answers', async () => {
    vi.useFakeTimers();
    const pending = loadFeedAd(FEED_URL, { fetch: hangingFetch(), timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ad: null, reason: 'timeout', attempts: 1 });
  });

  it('times out a body that starts but never ends', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"ads":['));
            },
          }),
        ),
    );
    const pending = loadFeedAd(FEED_URL, { fetch, timeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toMatchObject({ ad: null, reason: 'timeout' });
  });

  it('abandons a 5 MB body after the byte limit instead of reading it all', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(`{"ads":[],"pad":"${'x'.repeat(64 * 1024)}`);
    const { fetch } = fakeFetch(
      () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              if (pulled >= 5 * 1024 * 1024) return controller.close();
              pulled += chunk.byteLength;
              controller.enqueue(chunk);
            },
          }),
        ),
    );
    expect(await loadFeedAd(FEED_URL, { fetch })).toMatchObject({ ad: null, reason: 'too-large' });
    expect(pulled).toBeLessThan(FEED_MAX_BYTES + 3 * chunk.byteLength);
  });

  it('refuses a body whose declared length is over the limit without reading it', async () => {
    const { fetch } = fakeFetch(
      () => new Response('{"ads":[]}', { headers: { 'content-length': String(5 * 1024 * 1024) } }),
    );
    expect(await loadFeedAd(FEED_URL, { fetch })).toMatchObject({ reason: 'too-large' });
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const pending = loadFeedAd(FEED_URL, { fetch: hangingFetch(), signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ad: null, reason: 'aborted', attempts: 1 });
    expect(
      await loadFeedAd(FEED_URL, { fetch: hangingFetch(), signal: controller.signal }),
    ).toEqual({ ad: null, reason: 'aborted', attempts: 0 });
  });

  it('keeps hostile fields as inert text and drops unsafe links', async () => {
    const { fetch } = fakeFetch(
      json({
        ads: [
          { statlink: 'javascript:alert(1)', company: 'x' },
          {
            statlink: 'https://feed.example/click/2',
            image: 'data:image/svg+xml,<svg onload=alert(1)>',
            company: '<img src=x onerror=alert(1)>',
            description: '<script>alert(1)</script>',
          },
        ],
      }),
    );
    const ad = await fetchFeedAd(FEED_URL, { fetch });
    expect(ad).toMatchObject({
      statlink: 'https://feed.example/click/2',
      company: '<img src=x onerror=alert(1)>',
      description: '<script>alert(1)</script>',
    });
    expect(ad?.image).toBeUndefined();
  });
});
