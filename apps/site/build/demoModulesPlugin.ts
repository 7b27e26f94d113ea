import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { demoFolders } from './demoSource.ts';

/** The module src/demos/liveEdit/demoModules.ts imports its table from. */
const DEMO_MODULES_ID = 'virtual:demo-modules';

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`; type-only imports
// are left out (the compiler removes them: nothing loads at run time).
const IMPORT =
  /^\s*(?:import|export)\s+(type\s+)?[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** What compiled JSX imports, which no source names. */
const JSX_RUNTIME = 'react/jsx-runtime';

/**
 * Modules that edited code gets from a file of the site's instead of the package: the names the
 * demos use from a barrel, since a dynamic import of the whole barrel would make the bundler keep
 * every one of its exports in the chunk every page loads first. Paths are from the site's folder.
 */
const DEMO_MODULE_STAND_INS: Readonly<Record<string, string>> = {
  '@mui/material/styles': 'src/demos/liveEdit/muiStyles.ts',
};

/** The packages a demo source imports at run time (its own files, `./x.module.css`, are not). */
export function packageImportsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)]
    .filter((match) => !match[1])
    .map((match) => (match[2] ?? match[3] ?? match[4])!)
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/'));
}

/** Every demo source of the selected products: `<Name>.tsx` and its styling variants. */
export function demoSourceFiles(
  productsDir: string,
  selection: readonly string[] | null,
): string[] {
  return demoFolders(productsDir, selection).flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.tsx'))
      .sort()
      .map((name) => join(folder, name)),
  );
}

/** Every module the files import, with React's JSX runtime, sorted. */
export function demoModuleSpecifiers(files: readonly string[]): string[] {
  const specifiers = new Set([JSX_RUNTIME]);
  for (const file of files)
    for (const specifier of packageImportsOf(readFileSync(file, 'utf8'))) specifiers.add(specifier);
  return [...specifiers].sort();
}

/** The table's module: each specifier to a lazy import of it (or of its stand-in). */
export function demoModulesSource(specifiers: readonly string[], siteDir: string): string {
  const entries = specifiers.map((specifier) => {
    const standIn = DEMO_MODULE_STAND_INS[specifier];
    const target = standIn ? join(siteDir, standIn) : specifier;
    return `  ${JSON.stringify(specifier)}: () => import(${JSON.stringify(target)}),`;
  });
  return `export const DEMO_MODULES = {\n${entries.join('\n')}\n};\n`;
}

/**
 * `virtual:demo-modules`: what edited demo code may import, made from the demos themselves, so it
 * is always every module the site's demos import (of the products the build includes: see
 * build/productSelection.ts) and nothing else. Each module is its own lazy chunk, loaded only
 * when an edited demo needs it.
 */
export function demoModulesPlugin(siteDir: string, selection: readonly string[] | null): Plugin {
  const productsDir = join(siteDir, 'src', 'products');
  return {
    name: 'docshell-demo-modules',
    resolveId: {
      filter: { id: new RegExp(`^${DEMO_MODULES_ID}$`) },
      handler: () => `\0${DEMO_MODULES_ID}`,
    },
    load: {
      filter: { id: new RegExp(`^\\0${DEMO_MODULES_ID}$`) },
      handler() {
        const files = demoSourceFiles(productsDir, selection);
        // The dev server makes the table again when a demo changes its imports.
        for (const file of files) this.addWatchFile(file);
        return demoModulesSource(demoModuleSpecifiers(files), siteDir);
      },
    },
  };
}
