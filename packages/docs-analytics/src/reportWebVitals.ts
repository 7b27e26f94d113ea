/**
 * Web vitals for a sampled share of sessions. Whether this session reports is decided once and
 * kept in sessionStorage (in memory when storage is blocked), so every page of a session agrees.
 * `web-vitals` is imported only when the session is sampled, so it stays out of the entry bundle.
 */
import type { MetricType } from 'web-vitals';
import {
  DEFAULT_WEB_VITALS_SAMPLE_RATE,
  WEB_VITALS_LABEL,
  WEB_VITALS_SAMPLE_KEY,
} from './constants.js';
import type { AnalyticsClient } from './createAnalytics.js';
import { createStorageSlot, type StorageSlot } from '@docshell-internal/storage-slot';
import type { RandomSource } from './trackClicks.js';

type OnMetric = (report: (metric: MetricType) => void) => void;

/** The part of `web-vitals` this module uses. */
export interface WebVitalsApi {
  onCLS: OnMetric;
  onFCP: OnMetric;
  onINP: OnMetric;
  onLCP: OnMetric;
  onTTFB: OnMetric;
}

export interface ReportWebVitalsOptions {
  /** Share of sessions that report, 0–1. Default `DEFAULT_WEB_VITALS_SAMPLE_RATE` (0.01). */
  sampleRate?: number;
  /** Injectable for tests. */
  random?: RandomSource;
  storage?: StorageSlot;
  /** Loads the library. Default: a dynamic `import('web-vitals')`. */
  load?: () => Promise<WebVitalsApi>;
}

/**
 * Whether this session is sampled: the stored decision when there is one, otherwise a fresh draw
 * (`random() < rate`) that is stored for the rest of the session.
 */
export function isSessionSampled(
  sampleRate: number,
  slot: StorageSlot = createStorageSlot(WEB_VITALS_SAMPLE_KEY, {
    owner: 'docs-analytics',
    area: 'sessionStorage',
  }),
  random: RandomSource = Math.random,
): boolean {
  const stored = slot.get();
  if (stored === '1') return true;
  if (stored === '0') return false;
  const rate = Number.isFinite(sampleRate) ? Math.min(Math.max(sampleRate, 0), 1) : 0;
  const sampled = random() < rate;
  slot.set(sampled ? '1' : '0');
  return sampled;
}

/** The event for one metric report: named after the metric, `value` is the change since the last report. */
function webVitalEvent(metric: MetricType) {
  return {
    name: metric.name,
    params: {
      value: metric.delta,
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_id: metric.id,
      metric_rating: metric.rating,
      metric_label: WEB_VITALS_LABEL,
      non_interaction: true,
    },
  };
}

// One registration per client: the library's observers must not be attached twice.
const started = new WeakMap<AnalyticsClient, Promise<boolean>>();

async function start(client: AnalyticsClient, options: ReportWebVitalsOptions): Promise<boolean> {
  const rate = options.sampleRate ?? DEFAULT_WEB_VITALS_SAMPLE_RATE;
  if (!isSessionSampled(rate, options.storage, options.random)) return false;
  try {
    const api = await (options.load ?? (() => import('web-vitals')))();
    const report = (metric: MetricType) => {
      const { name, params } = webVitalEvent(metric);
      client.sendEvent(name, params);
    };
    api.onCLS(report);
    api.onFCP(report);
    api.onINP(report);
    api.onLCP(report);
    api.onTTFB(report);
    return true;
  } catch (error) {
    console.warn('[docs-analytics] web vitals could not be loaded', error);
    return false;
  }
}

/**
 * Starts reporting web vitals through `client` when this session is sampled. Resolves to whether
 * it reports. Call it once, in the browser, after hydration; later calls for the same client
 * return the first call's result. On the server it resolves to false.
 */
export function reportWebVitals(
  client: AnalyticsClient,
  options: ReportWebVitalsOptions = {},
): Promise<boolean> {
  if (typeof window === 'undefined') return Promise.resolve(false);
  let running = started.get(client);
  if (!running) {
    running = start(client, options);
    started.set(client, running);
  }
  return running;
}
