import type { MetricType } from 'web-vitals';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_VITALS_SAMPLE_KEY } from './constants.js';
import { createAnalytics } from './createAnalytics.js';
import { isSessionSampled, reportWebVitals, type WebVitalsApi } from './reportWebVitals.js';
import { createStorageSlot, resetStorageSlots } from '@docshell-internal/storage-slot';

const webVitals = vi.hoisted(() => ({
  onCLS: vi.fn(),
  onFCP: vi.fn(),
  onINP: vi.fn(),
  onLCP: vi.fn(),
  onTTFB: vi.fn(),
}));
vi.mock('web-vitals', () => webVitals);

const lcp = {
  name: 'LCP',
  value: 1830.5,
  delta: 1830.5,
  id: 'v5-1',
  rating: 'good',
  entries: [],
  navigationType: 'navigate',
} as unknown as MetricType;

function fakeLoader() {
  const api: WebVitalsApi = {
    onCLS: vi.fn(),
    onFCP: vi.fn(),
    onINP: vi.fn(),
    onLCP: vi.fn(),
    onTTFB: vi.fn(),
  };
  return { api, load: vi.fn(async () => api) };
}

describe('reportWebVitals', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetStorageSlots();
    Object.values(webVitals).forEach((fn) => fn.mockClear());
  });

  it('in a sampled session, imports web-vitals and sends each metric as an event', async () => {
    const send = vi.fn();
    const reporting = await reportWebVitals(createAnalytics({ send }), {
      sampleRate: 0.5,
      random: () => 0.1,
    });
    expect(reporting).toBe(true);
    for (const on of Object.values(webVitals)) expect(on).toHaveBeenCalledOnce();
    const report = webVitals.onLCP.mock.calls[0]?.[0] as (metric: MetricType) => void;
    report(lcp);
    report({ ...lcp, value: 2000, delta: 169.5 } as MetricType);
    expect(send.mock.calls).toEqual([
      [
        'LCP',
        {
          value: 1830.5,
          metric_value: 1830.5,
          metric_delta: 1830.5,
          metric_id: 'v5-1',
          metric_rating: 'good',
          metric_label: 'Web Vitals',
          non_interaction: true,
        },
      ],
      ['LCP', expect.objectContaining({ value: 169.5, metric_value: 2000, metric_delta: 169.5 })],
    ]);
  });

  it('does not load web-vitals when the session is not sampled', async () => {
    const { load } = fakeLoader();
    const reporting = await reportWebVitals(createAnalytics({ send: vi.fn() }), {
      sampleRate: 0.5,
      random: () => 0.9,
      load,
    });
    expect(reporting).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(webVitals.onLCP).not.toHaveBeenCalled();
  });

  it('decides once per session: later pages reuse the stored decision', async () => {
    const random = vi.fn(() => 0.001);
    const first = fakeLoader();
    expect(
      await reportWebVitals(createAnalytics({ send: vi.fn() }), {
        sampleRate: 0.01,
        random,
        load: first.load,
      }),
    ).toBe(true);
    expect(sessionStorage.getItem(WEB_VITALS_SAMPLE_KEY)).toBe('1');

    // A new page in the same session draws a number that would not be sampled: it still reports.
    random.mockReturnValue(0.99);
    const second = fakeLoader();
    expect(
      await reportWebVitals(createAnalytics({ send: vi.fn() }), {
        sampleRate: 0.01,
        random,
        load: second.load,
      }),
    ).toBe(true);
    expect(random).toHaveBeenCalledOnce();
  });

  it('registers the library once per client', async () => {
    const client = createAnalytics({ send: vi.fn() });
    const { api, load } = fakeLoader();
    const options = { sampleRate: 1, random: () => 0, load };
    await Promise.all([reportWebVitals(client, options), reportWebVitals(client, options)]);
    expect(load).toHaveBeenCalledOnce();
    expect(api.onCLS).toHaveBeenCalledOnce();
  });

  it('sends no vital while consent is missing', async () => {
    const send = vi.fn();
    const client = createAnalytics({ send, consent: { allowsAnalytics: () => false } });
    const { api, load } = fakeLoader();
    await reportWebVitals(client, { sampleRate: 1, random: () => 0, load });
    const report = vi.mocked(api.onINP).mock.calls[0]?.[0] as (metric: MetricType) => void;
    report({ ...lcp, name: 'INP' } as MetricType);
    expect(send).not.toHaveBeenCalled();
  });

  it('resolves to false and warns when the library fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reporting = await reportWebVitals(createAnalytics({ send: vi.fn() }), {
      sampleRate: 1,
      random: () => 0,
      load: () => Promise.reject(new Error('offline')),
    });
    expect(reporting).toBe(false);
    expect(warn.mock.calls[0]?.[0]).toBe('[docs-analytics] web vitals could not be loaded');
  });
});

describe('isSessionSampled', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetStorageSlots();
  });

  it.each([
    [0.5, 0.49, true],
    [0.5, 0.5, false],
    [0, 0, false],
    [1, 0.999, true],
    [-1, 0, false],
    [5, 0.999, true],
    [Number.NaN, 0, false],
  ])('rate %s with draw %s -> %s', (rate, draw, sampled) => {
    expect(isSessionSampled(rate, undefined, () => draw)).toBe(sampled);
  });

  it('trusts a stored decision over a new draw', () => {
    sessionStorage.setItem(WEB_VITALS_SAMPLE_KEY, '0');
    expect(isSessionSampled(1, undefined, () => 0)).toBe(false);
    sessionStorage.setItem(WEB_VITALS_SAMPLE_KEY, '1');
    expect(isSessionSampled(0, undefined, () => 0.5)).toBe(true);
  });

  it('decides once in memory when sessionStorage is blocked', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const random = vi.fn(() => 0.2);
    const slot = () =>
      createStorageSlot(WEB_VITALS_SAMPLE_KEY, { owner: 'docs-analytics', area: 'sessionStorage' });
    expect(isSessionSampled(0.5, slot(), random)).toBe(true);
    random.mockReturnValue(0.9);
    expect(isSessionSampled(0.5, slot(), random)).toBe(true);
    expect(random).toHaveBeenCalledOnce();
  });
});
