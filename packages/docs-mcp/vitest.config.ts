import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

// A Node package: its tests run in Node, not jsdom.
export default defineConfig({
  test: { ...sharedTestConfig('docs-mcp', import.meta.dirname), environment: 'node' },
});
