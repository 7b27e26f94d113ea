// Test settings every package shares. Free of vitest imports so each package's vitest config can
// spread it without the root needing vitest installed. Each run writes a JSON report into
// .reports/ at the repo root; scripts/summary.mjs adds them up into CI's closing line.
import { availableParallelism } from 'node:os';

export function sharedTestConfig(name: string, dirname: string) {
  const root = `${dirname}/../..`;
  return {
    environment: 'jsdom' as const,
    setupFiles: [`${dirname}/vitest.setup.ts`],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // vitest's default is one worker fewer than the cores, for its main process; but that process
    // mostly waits. One worker per core keeps a 2-core machine busy: the site's unit tests take
    // 120 s instead of 186. (Three workers took 100 s, but then a whole-site check sharing a core
    // ran past its timeout in CI.)
    maxWorkers: availableParallelism(),
    // The whole-site checks (every route, every demo, every page's Markdown) are CPU-bound and take
    // seconds on a busy 2-core machine; vitest's 5 s default would fail them for the machine's load.
    testTimeout: 20_000,
    reporters: ['default', ['json', { outputFile: `${root}/.reports/${name}.json` }]] as [
      string,
      [string, { outputFile: string }],
    ],
  };
}
