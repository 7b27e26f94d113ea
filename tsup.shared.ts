// Kept free of imports (as vitest.shared.ts is): the root has no tsup of its own to resolve.

/**
 * The tsup builds of a package that ships ESM as one file per module (relative imports written
 * with their .js extension): a bundler then puts each module in the chunk that uses it, so what a
 * site loads lazily stays out of its start-up chunk. CommonJS stays one bundled file. The two
 * builds run side by side, so neither cleans dist/: the package's build script does, first.
 */
export function perModuleBuilds() {
  return [
    {
      entry: [
        'src/**/*.{ts,tsx}',
        '!src/**/*.test.{ts,tsx}',
        '!src/testing.tsx',
        '!src/__fixtures__/**',
      ],
      bundle: false,
      format: ['esm' as const],
      dts: { entry: 'src/index.ts' },
      target: 'es2022',
    },
    {
      entry: ['src/index.ts'],
      format: ['cjs' as const],
      dts: true,
      treeshake: true,
      target: 'es2022',
    },
  ];
}
