// knip: no unused file, export or dependency in the workspace. `pnpm run check:knip`.
// The consumer apps (consumer/) are outside the workspace and are not checked here.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'tsup.shared.ts', 'vitest.shared.ts'],
      project: ['scripts/**/*.mjs', '*.ts'],
    },
    'apps/site': {
      entry: [
        'src/entry-client.tsx',
        'src/entry-server.tsx',
        // Loaded through import.meta.glob, which knip does not follow.
        'src/products/*/{content,pageFiles}.ts',
        'src/products/**/*.mdx',
        // Demos and their wrappers: imported by the code build/demoPlugin.ts writes into pages,
        // and the live editor's stand-in for a barrel, by build/demoModulesPlugin.ts's table.
        'src/products/*/demos/*.tsx',
        'src/demos/{lazyDemo,JoyDemoTheme}.tsx',
        'src/demos/liveEdit/muiStyles.ts',
        'scripts/*.mjs',
        'bench/*.mjs',
        'build/mdxWorker.mjs',
        'vite.config.ts',
      ],
      // Read statically (an entry above) rather than loaded: loading it needs the packages' dist/,
      // which `npm test` builds after this check.
      vite: false,
      project: [
        'src/**/*.{ts,tsx,mdx}',
        'build/**/*.{ts,mjs}',
        'scripts/**/*.mjs',
        'bench/**/*.mjs',
        'e2e/**/*.ts',
        '*.ts',
      ],
      ignoreDependencies: [
        // Read as a file through createRequire().resolve('axe-core/axe.min.js') by e2e/a11y.
        'axe-core',
        // Run through node_modules/.bin/lighthouse by bench/lib/lighthouse.mjs.
        'lighthouse',
      ],
    },
    'packages/*': {
      // The public entries: package.json exports (`.`, `./testing`, docs-theme's `./init-script`)
      // and docs-mcp's bin.
      entry: ['src/{index,testing,initScript,cli}.ts'],
      project: ['src/**/*.{ts,tsx}'],
    },
    'packages/docs-nav': {
      entry: ['src/{index,testing}.ts', 'bench/*.mjs'],
      project: ['src/**/*.{ts,tsx}', 'bench/**/*.mjs'],
    },
  },
  // System tools the tests run, not packages.
  ignoreBinaries: ['openssl', 'mkfifo'],
};

export default config;
