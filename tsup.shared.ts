// Imports only Node's built-ins: the root has no tsup or esbuild of its own to resolve, so the
// esbuild plugin below is typed structurally.
import { existsSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

/** Workspace code that is private to the packages: bundled into each module that imports it. */
export const PRIVATE_MODULES = [/^@docshell-internal\//];

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/** The source file a relative import names (`./a.js`, `./a`, `./dir`), or null. */
function resolveSource(from: string, specifier: string): string | null {
  const base = resolve(from, specifier.replace(/\.js$/, ''));
  const candidates = [
    ...SOURCE_EXTENSIONS.map((extension) => base + extension),
    ...SOURCE_EXTENSIONS.map((extension) => `${base}${sep}index${extension}`),
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

interface ResolveArgs {
  path: string;
  importer: string;
  resolveDir: string;
  kind: string;
}
interface PluginBuild {
  onResolve(
    options: { filter: RegExp },
    callback: (args: ResolveArgs) => { path: string; external: boolean } | undefined,
  ): void;
}

/**
 * Every module of src/ is its own entry: an import of another src/ module stays an import, written
 * with the extension of the output format (`./a.js` in ESM, `./a.cjs` in CommonJS). esbuild keeps
 * an entry's own directive (`'use client'`) at the top of its output, which Rollup-based
 * tree-shaking would drop.
 */
function keepModulesApart(format: 'esm' | 'cjs', srcDir: string) {
  const extension = format === 'esm' ? '.js' : '.cjs';
  return {
    name: 'docshell-keep-modules-apart',
    setup(build: PluginBuild) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const file = resolveSource(args.resolveDir, args.path);
        if (!file || !file.startsWith(srcDir + sep)) return undefined;
        let target = relative(dirname(args.importer), file).replace(/\.tsx?$/, extension);
        if (!target.startsWith('.')) target = `./${target}`;
        return { path: target.split(sep).join('/'), external: true };
      });
    },
  };
}

/** Files under src/ that are not part of the published package. */
const NOT_PUBLISHED = [
  '!src/**/*.test.{ts,tsx}',
  '!src/__fixtures__/**',
  '!src/testUtils.{ts,tsx}',
];

/**
 * The tsup builds of a package: ESM and CommonJS, one file per module in both (a bundler puts each
 * module in the chunk that uses it, so what a site loads lazily stays out of its start-up chunk,
 * and each module keeps its own `'use client'`). Types are rolled up per public entry
 * (`src/index.ts`, plus `src/testing.ts` when the package has one, or the names given). The two builds run side by
 * side, so neither cleans dist/: the package's build script does, first.
 */
export function perModuleBuilds({ entries = ['index', 'testing'], esmOnly = [] as string[] } = {}) {
  // tsup runs in the package's folder (its build script).
  const packageDir = process.cwd();
  const srcDir = resolve(packageDir, 'src');
  const dtsEntry: Record<string, string> = {};
  for (const name of entries) {
    const file = resolveSource(srcDir, `./${name}`);
    if (file) dtsEntry[name] = relative(packageDir, file);
  }
  return (['esm', 'cjs'] as const).map((format) => ({
    entry: [
      'src/**/*.{ts,tsx}',
      ...NOT_PUBLISHED,
      ...(format === 'cjs' ? esmOnly.map((file) => `!${file}`) : []),
    ],
    format: [format],
    bundle: true,
    splitting: false,
    treeshake: false,
    noExternal: PRIVATE_MODULES,
    esbuildPlugins: [keepModulesApart(format, srcDir)],
    dts: { entry: dtsEntry, resolve: PRIVATE_MODULES },
    target: 'es2022',
  }));
}
