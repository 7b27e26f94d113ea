// Lighthouse through its CLI (its Node API needs chrome-launcher, which pnpm's strict layout
// hides), with Lighthouse's own user agent: the ad slot then shows its bot placeholder, which is
// what a crawler sees and takes the same space as an ad.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { URL } from 'node:url';
import { promisify } from 'node:util';
import { CHROME_FLAGS, CHROME_PATH } from './browser.mjs';

const run = promisify(execFile);
const LIGHTHOUSE_BIN = join(import.meta.dirname, '../../node_modules/.bin/lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The figures the benchmark reports from one Lighthouse JSON result. */
export function summarizeLighthouse(result) {
  const score = (id) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const audit = (id) => result.audits[id]?.numericValue ?? Number.NaN;
  const failed = (id) =>
    (result.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (result.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    failedAudits: [...failed('accessibility'), ...failed('best-practices'), ...failed('seo')],
    runtimeError: result.runtimeError?.message,
  };
}

const ATTEMPTS = 3;

/**
 * Runs Lighthouse on `url` for `formFactor` ('mobile' or 'desktop'). Headless Chromium sometimes
 * loses the trace (NO_NAVSTART, NO_FCP on a loaded machine): such a run is tried again.
 */
export async function runLighthouse(url, formFactor) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const summary = await runLighthouseOnce(url, formFactor);
      if (!summary.runtimeError || attempt === ATTEMPTS) return summary;
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
    }
  }
}

/** One Lighthouse run; DOCSHELL_BENCH_LH_DIR keeps every full report there. */
async function runLighthouseOnce(url, formFactor) {
  const dir = mkdtempSync(join(tmpdir(), 'docshell-bench-lh-'));
  const output = join(dir, 'report.json');
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${join(dir, 'profile')}`].join(' ')}`,
  ];
  if (formFactor === 'desktop') args.push('--preset=desktop');
  try {
    await run(LIGHTHOUSE_BIN, args, {
      env: { ...process.env, CHROME_PATH },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 180_000,
    });
    const report = readFileSync(output, 'utf8');
    const keep = process.env.DOCSHELL_BENCH_LH_DIR;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${formFactor}.json`;
      writeFileSync(join(keep, name), report);
    }
    return summarizeLighthouse(JSON.parse(report));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
