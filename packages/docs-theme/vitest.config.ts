import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

export default defineConfig({
  test: sharedTestConfig('docs-theme', import.meta.dirname),
});
