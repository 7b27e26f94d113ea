import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';
import { componentApiPlugin } from './build/componentApiPlugin.ts';
import { demoModulesPlugin } from './build/demoModulesPlugin.ts';
import { productSelectionPlugin } from './build/productSelection.ts';
import { siteSettingsPlugin } from './build/siteSettingsPlugin.ts';
import { API_GROUPS } from './src/api/apiGroups.ts';

export default defineConfig({
  // Tests see every product.
  plugins: [
    siteSettingsPlugin(),
    productSelectionPlugin(null),
    demoModulesPlugin(import.meta.dirname, null),
    componentApiPlugin(API_GROUPS, import.meta.dirname),
  ],
  test: {
    ...sharedTestConfig('site', import.meta.dirname),
    include: [
      'src/**/*.test.{ts,tsx}',
      'build/**/*.test.ts',
      'bench/**/*.test.mjs',
      'scripts/**/*.test.mjs',
    ],
  },
});
