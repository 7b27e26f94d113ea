import { defineConfig } from 'vitest/config';

// Browser tests: the built site (dist/) served on a free loopback port, driven in Debian's
// Chromium through playwright-core. The server is started and stopped by e2e/globalSetup.ts.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: [
      'default',
      ['json', { outputFile: `${import.meta.dirname}/../../.reports/site-e2e.json` }],
    ],
  },
});
