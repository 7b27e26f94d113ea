// Lighthouse through its CLI (its Node API needs chrome-launcher, which pnpm's strict layout
// hides), with Lighthouse's own user agent: the ad slot then shows its bot placeholder, which is
// what a crawler sees and takes the same space as an ad.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
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

/** Runs Lighthouse once on `url` for `formFactor` ('mobile' or 'desktop'). */
export async function runLighthouse(url, formFactor) {
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
    return summarizeLighthouse(JSON.parse(readFileSync(output, 'utf8')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
