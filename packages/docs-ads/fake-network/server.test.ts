// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFeedAd, loadFeedAd } from '../src/fetchFeedAd';
import { FAKE_AD_NETWORK_MODES, startFakeAdNetwork, type FakeAdNetwork } from './server.mjs';

let network: FakeAdNetwork;

beforeAll(async () => {
  network = await startFakeAdNetwork({ slowMs: 200, backersUrl: '/backers/' });
});

afterAll(async () => {
  await network.close();
});

const feed = (mode: string) => `${network.feedUrl}?mode=${mode}`;
const script = (mode: string) => `${network.scriptUrl}?mode=${mode}`;

describe('startFakeAdNetwork', () => {
  it('listens on a free loopback port', () => {
    expect(network.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(network.feedUrl).toBe(`${network.url}/feed.json`);
  });

  it('serves a valid ad that the feed client accepts, with CORS headers', async () => {
    const response = await fetch(feed('ok'), { headers: { origin: 'http://127.0.0.1:4173' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const ad = await fetchFeedAd(feed('ok'));
    expect(ad).toMatchObject({
      company: 'Lamplight',
      statlink: `${network.url}/click?ad=lamplight`,
    });
    expect(ad?.pixel?.split('||')).toHaveLength(2);
  });

  it('answers a CORS preflight', async () => {
    const response = await fetch(network.feedUrl, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('has no inventory: an empty list, asked ten times', async () => {
    const before = network.requests().length;
    expect(await loadFeedAd(feed('no-inventory'))).toMatchObject({
      ad: null,
      reason: 'no-ad',
      attempts: 10,
    });
    expect(network.requests().length - before).toBe(10);
  });

  it('serves entries without statlink that the client drops', async () => {
    expect(await (await fetch(feed('empty-entries'))).json()).toEqual({
      ads: [{}, {}, { company: 'No link' }],
    });
    expect(await loadFeedAd(feed('empty-entries'), { maxAttempts: 2 })).toMatchObject({
      reason: 'no-ad',
    });
  });

  it('links the backers ad to the site page named by the Origin header', async () => {
    const body = await (
      await fetch(feed('backers'), { headers: { origin: 'http://127.0.0.1:4173' } })
    ).json();
    expect(body.ads[0].statlink).toBe('http://127.0.0.1:4173/backers/');
    const js = await (await fetch(`${script('backers')}&backers=/sponsors/`)).text();
    expect(js).toContain('"/sponsors/"');
  });

  it('serves malformed JSON that the client turns into no ad', async () => {
    expect(await loadFeedAd(feed('malformed-json'))).toMatchObject({
      ad: null,
      reason: 'bad-json',
    });
  });

  it('answers slowly in slow mode', async () => {
    const started = performance.now();
    expect(await fetchFeedAd(`${feed('slow')}&delay=300`)).not.toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(await loadFeedAd(`${feed('slow')}&delay=2000`, { timeoutMs: 100 })).toMatchObject({
      reason: 'timeout',
    });
  });

  it('sends headers and never ends the body in never-ends mode', async () => {
    expect(await loadFeedAd(feed('never-ends'), { timeoutMs: 300 })).toMatchObject({
      ad: null,
      reason: 'timeout',
      attempts: 1,
    });
  });

  it('streams a 5 MB body that the client abandons', async () => {
    expect(await loadFeedAd(feed('huge'))).toMatchObject({ ad: null, reason: 'too-large' });
  });

  it('serves hostile fields that the client keeps as text or drops', async () => {
    const body = await (await fetch(feed('hostile'))).json();
    expect(body.ads[1].company).toBe('<img src=x onerror="alert(3)">');
    const ad = await fetchFeedAd(feed('hostile'));
    expect(ad).toMatchObject({
      statlink: `${network.url}/click?ad=hostile`,
      company: '<img src=x onerror="alert(3)">',
    });
    expect(ad?.image).toBeUndefined();
    expect(ad?.statimp).toBeUndefined();
  });

  it('resets the feed connection and 404s the script when blocked', async () => {
    await expect(fetch(feed('blocked'))).rejects.toThrow();
    expect(await loadFeedAd(feed('blocked'))).toEqual({ ad: null, reason: 'blocked', attempts: 1 });
    expect((await fetch(script('blocked'))).status).toBe(404);
  });

  it('serves a script that fills the slot it is told about, with text set as text', async () => {
    const js = await (await fetch(script('ok'))).text();
    expect(js).toContain('document.currentScript');
    expect(js).toContain('data-ad-network-container');
    expect(js).toContain('textContent');
    expect(js).not.toContain('innerHTML');
    expect((await fetch(`${network.url}/image.svg`)).headers.get('content-type')).toBe(
      'image/svg+xml',
    );
  });

  it('switches the default mode, and rejects unknown modes', async () => {
    network.setMode('no-inventory');
    expect(await (await fetch(network.feedUrl)).json()).toEqual({ ads: [] });
    network.setMode('ok');
    expect(() => network.setMode('nope' as never)).toThrow(
      '[docs-ads] fake ad network: unknown mode "nope"',
    );
    expect((await fetch(feed('nope'))).status).toBe(400);
  });

  it('knows every documented mode', () => {
    expect(FAKE_AD_NETWORK_MODES).toHaveLength(10);
  });

  it('closes even with a response still open', async () => {
    const other = await startFakeAdNetwork();
    const hanging = fetch(`${other.feedUrl}?mode=never-ends`).then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    await other.close();
    await expect(hanging).rejects.toThrow();
  });
});
