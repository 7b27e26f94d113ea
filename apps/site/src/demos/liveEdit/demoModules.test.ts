import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoModuleSpecifiers, demoSourceFiles } from '../../../build/demoModulesPlugin';
import { DEMO_MODULE_SPECIFIERS, loadDemoModules } from './demoModules';

const PRODUCTS = join(import.meta.dirname, '../../products');

describe('the modules edited demos can import', () => {
  it('are the demos’ own imports, from every product, with the JSX runtime', () => {
    expect(DEMO_MODULE_SPECIFIERS).toEqual(demoModuleSpecifiers(demoSourceFiles(PRODUCTS, null)));
    expect(DEMO_MODULE_SPECIFIERS).toEqual(
      expect.arrayContaining([
        'react',
        'react/jsx-runtime',
        '@mui/material/Button',
        '@mui/joy/Button',
        '@mui/x-data-grid',
        '@toolpad/core/AppProvider',
      ]),
    );
  });
});

describe("the names edited demos can import from '@mui/material/styles'", () => {
  it('are every name a demo imports from there', async () => {
    const named = /^\s*import\s+\{([^}]*)\}\s*from\s*'@mui\/material\/styles'/gm;
    const names = new Set(
      demoSourceFiles(PRODUCTS, null).flatMap((file) =>
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
