import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';
import { muiApiPlugin } from './build/muiApiPlugin.ts';
import { siteSettingsPlugin } from './build/siteSettingsPlugin.ts';
import { API_COMPONENTS } from './src/api/apiComponents.ts';

export default defineConfig({
  plugins: [siteSettingsPlugin(), muiApiPlugin(API_COMPONENTS, import.meta.dirname)],
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
