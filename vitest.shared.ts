// Test settings every package shares. Kept free of imports so each package's vitest config can
// spread it without the root needing vitest installed. Each run writes a JSON report into
// .reports/ at the repo root; scripts/summary.mjs adds them up into CI's closing line.
export function sharedTestConfig(name: string, dirname: string) {
  const root = `${dirname}/../..`;
  return {
    environment: 'jsdom' as const,
    setupFiles: [`${dirname}/vitest.setup.ts`],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    reporters: ['default', ['json', { outputFile: `${root}/.reports/${name}.json` }]] as [
      string,
      [string, { outputFile: string }],
    ],
  };
}
