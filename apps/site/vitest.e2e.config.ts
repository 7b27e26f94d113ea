import { defineConfig } from 'vitest/config';
import FlakyReporter from './e2e/flakyReporter';

const reports = `${import.meta.dirname}/../../.reports`;

// Browser tests: the built site (dist/) served on a free loopback port, driven in Debian's
// Chromium through playwright-core. The server is started and stopped by e2e/globalSetup.ts.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/globalSetup.ts'],
    testTimeout: 30_000,
    // One retry for a real browser on a noisy machine; e2e/flakyReporter.ts names every test
    // that needed it, so a retry never passes unseen.
    retry: 1,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: [
      'default',
      ['json', { outputFile: `${reports}/site-e2e.json` }],
      new FlakyReporter(`${reports}/site-e2e.flaky.json`),
    ],
  },
});
