import { defineConfig } from 'tsup';

// The two builds run side by side, so neither cleans dist/: the build script does, first.

export default defineConfig([
  {
    // ESM, one file per module (imports written with their .js extension): a bundler then puts
    // each module in the chunk that uses it, so the ad's lazily loaded content (and the bot
    // check it brings) stays out of the chunk that renders the slot.
    entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/testing.tsx'],
    bundle: false,
    format: ['esm'],
    dts: { entry: 'src/index.ts' },
    target: 'es2022',
  },
  {
    entry: ['src/index.ts'],
    format: ['cjs'],
    dts: true,
    treeshake: true,
    target: 'es2022',
  },
]);
