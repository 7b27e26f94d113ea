import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

const shared = sharedTestConfig('docs-ads', import.meta.dirname);

export default defineConfig({
  // The fake ad network's own tests run in Node (each file says so).
  test: { ...shared, include: [...shared.include, 'fake-network/**/*.test.ts'] },
});
