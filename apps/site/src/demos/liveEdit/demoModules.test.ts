import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_MODULE_SPECIFIERS, loadDemoModules } from './demoModules';

const PRODUCTS = join(import.meta.dirname, '../../products');

/** Every demo source: `<Name>.tsx` and its styling variants `<Name>.tailwind.tsx` / `.css.tsx`. */
function demoFiles(): { file: string; isMain: boolean }[] {
  return readdirSync(PRODUCTS)
    .map((product) => join(PRODUCTS, product, 'demos'))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.tsx'))
        .map((name) => ({ file: join(folder, name), isMain: name.split('.').length === 2 })),
    );
}

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`; type-only imports
// are left out (the compiler removes them, nothing loads at run time).
const IMPORT =
  /^\s*(?:import|export)\s+(type\s+)?[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)]
    .filter((match) => !match[1])
    .map((match) => (match[2] ?? match[3] ?? match[4])!);
}

const isRelative = (specifier: string) => specifier.startsWith('.') || specifier.startsWith('/');

describe('the modules edited demos can import', () => {
  const files = demoFiles();
  const used = new Map<string, string>();
  for (const { file, isMain } of files) {
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      // A styling variant's stylesheet is its own; only packages are shared.
      if (!isMain && isRelative(specifier)) continue;
      if (!used.has(specifier)) used.set(specifier, file.slice(PRODUCTS.length + 1));
    }
  }

  it('reads the demos (the scan finds them and their imports)', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(used.get('@mui/material/Button')).toBeDefined();
    expect(
      importsOf("import {\n  a,\n  b,\n} from 'multi-line';\nimport type { T } from 't';"),
    ).toEqual(['multi-line']);
  });

  it('include every package a demo imports', () => {
    const missing = [...used]
      .filter(([specifier]) => !DEMO_MODULE_SPECIFIERS.includes(specifier))
      .map(([specifier, file]) => `${specifier} (imported by ${file})`);
    expect(missing, 'add these to DEMO_MODULES in demoModules.ts').toEqual([]);
  });

  it('include nothing a demo does not import, besides the JSX runtime', () => {
    const unused = DEMO_MODULE_SPECIFIERS.filter(
      (specifier) => specifier !== 'react/jsx-runtime' && !used.has(specifier),
    );
    expect(unused, 'remove these from DEMO_MODULES in demoModules.ts').toEqual([]);
  });
});

describe("the names edited demos can import from '@mui/material/styles'", () => {
  it('are every name a demo imports from there', async () => {
    const named = /^\s*import\s+\{([^}]*)\}\s*from\s*'@mui\/material\/styles'/gm;
    const names = new Set(
      demoFiles().flatMap(({ file }) =>
        [...readFileSync(file, 'utf8').matchAll(named)].flatMap((match) =>
          match[1]!
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type ')),
        ),
      ),
    );
    expect(names.size).toBeGreaterThan(0);
    const { '@mui/material/styles': styles } = await loadDemoModules(['@mui/material/styles']);
    expect([...names].filter((name) => !(name in (styles as object)))).toEqual([]);
  });

  it('are only those: the whole barrel would put all its exports in the chunk every page loads', async () => {
    const { '@mui/material/styles': styles } = await loadDemoModules(['@mui/material/styles']);
    expect(styles).not.toHaveProperty('adaptV4Theme');
    expect(styles).not.toHaveProperty('responsiveFontSizes');
  });
});

describe('loadDemoModules', () => {
  it('loads the modules by specifier', async () => {
    const modules = await loadDemoModules(['react', 'react/jsx-runtime', 'react']);
    expect(Object.keys(modules).sort()).toEqual(['react', 'react/jsx-runtime']);
    expect(modules.react).toHaveProperty('useState');
    expect(modules['react/jsx-runtime']).toHaveProperty('jsx');
  });

  it('finds every entry (a misspelt path would only fail in the browser)', async () => {
    const modules = await loadDemoModules([...DEMO_MODULE_SPECIFIERS]);
    const empty = DEMO_MODULE_SPECIFIERS.filter(
      (specifier) => Object.keys(modules[specifier] as object).length === 0,
    );
    expect(empty).toEqual([]);
  }, 30_000);

  it('refuses a module no demo uses, naming it for the reader', async () => {
    await expect(loadDemoModules(['react', 'lodash'])).rejects.toThrow(
      /^Cannot import "lodash": an edited demo can import only the packages the site's demos use/,
    );
    await expect(loadDemoModules(['./Card.module.css'])).rejects.toThrow(/"\.\/Card\.module\.css"/);
  });
});
