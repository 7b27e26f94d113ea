import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    ...sharedTestConfig('package-checks', import.meta.dirname),
    environment: 'node',
    setupFiles: [],
    include: ['src/**/*.test.mjs'],
  },
});
