// Adds up the JSON reports every vitest run writes into .reports/ and prints one closing line,
// so CI's last line counts every unit and browser test of every package.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('../.reports/', import.meta.url).pathname;
let passed = 0;
let failed = 0;
let skipped = 0;
let files = 0;
const flaky = [];
for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  // A `.flaky.json` lists the tests that passed only on their retry (apps/site/e2e/flakyReporter.ts).
  if (name.endsWith('.flaky.json')) {
    flaky.push(...(report.flaky ?? []));
    continue;
  }
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  files += 1;
}
if (files === 0 || passed === 0) {
  console.error('[docshell] no test reports found in .reports/: no test ran');
  process.exit(1);
}
console.log(`[docshell] ${files} test runs`);
// scripts/test.sh's wall time per step, in seconds, e.g. "[docshell] time: lint 41 s, …, total 1620 s".
const steps = join(dir, 'steps.txt');
if (existsSync(steps)) {
  const times = readFileSync(steps, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.replace(/ (\d+)$/, ' $1 s'));
  console.log(`[docshell] time: ${times.join(', ')}`);
}
for (const name of flaky) console.log(`[docshell] passed only on retry: ${name}`);
const retried = flaky.length ? `, ${flaky.length} of them only on retry` : '';
console.log(
  `tests: ${passed} passed${retried}, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failed > 0 ? 1 : 0);
