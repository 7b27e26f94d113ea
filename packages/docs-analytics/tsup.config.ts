import { defineConfig } from 'tsup';

// The two builds run side by side, so neither cleans dist/: the build script does, first.

export default defineConfig([
  {
    // ESM, one file per module (imports written with their .js extension): a bundler then puts
    // each module in the chunk that uses it, so a site that loads the consent prompt or click
    // tracking lazily keeps them out of its start-up chunk.
    entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'],
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
