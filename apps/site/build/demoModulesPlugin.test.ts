// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  demoModuleSpecifiers,
  demoModulesSource,
  demoSourceFiles,
  packageImportsOf,
} from './demoModulesPlugin';

describe('packageImportsOf', () => {
  it('finds static, side-effect, re-exported and dynamic imports, over several lines', () => {
    const source = [
      "import * as React from 'react';",
      'import {',
      '  a,',
      '  b,',
      "} from '@mui/material/Button';",
      "import '@fontsource/inter';",
      "export { c } from '@mui/joy/Card';",
      "const lazy = () => import('@mui/x-charts/BarChart');",
    ].join('\n');
    expect(packageImportsOf(source)).toEqual([
      'react',
      '@mui/material/Button',
      '@fontsource/inter',
      '@mui/joy/Card',
      '@mui/x-charts/BarChart',
    ]);
  });

  it('leaves out type-only imports and the demo’s own files', () => {
    const source = [
      "import type { Theme } from '@mui/material/styles';",
      "import classes from './Card.module.css';",
      "import helper from '/abs/helper';",
    ].join('\n');
    expect(packageImportsOf(source)).toEqual([]);
  });
});

describe('demoModuleSpecifiers and demoSourceFiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docshell-demo-modules-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  for (const [product, file, source] of [
    ['joy-ui', 'Chip.tsx', "import Chip from '@mui/joy/Chip';\n"],
    ['joy-ui', 'Chip.css.tsx', "import Chip from '@mui/joy/Chip';\nimport './Chip.module.css';\n"],
    [
      'x',
      'Grid.tsx',
      "import { DataGrid } from '@mui/x-data-grid';\nimport * as React from 'react';\n",
    ],
  ] as const) {
    mkdirSync(join(dir, product, 'demos'), { recursive: true });
    writeFileSync(join(dir, product, 'demos', file), source);
  }
  writeFileSync(join(dir, 'joy-ui', 'demos', 'notes.md'), "import x from 'not-a-demo';\n");

  it('reads every demo source of every product, styling variants included', () => {
    const files = demoSourceFiles(dir, null);
    expect(files.map((file) => file.slice(dir.length + 1))).toEqual([
      'joy-ui/demos/Chip.css.tsx',
      'joy-ui/demos/Chip.tsx',
      'x/demos/Grid.tsx',
    ]);
    expect(demoModuleSpecifiers(files)).toEqual([
      '@mui/joy/Chip',
      '@mui/x-data-grid',
      'react',
      'react/jsx-runtime',
    ]);
  });

  it('reads only the products a build includes', () => {
    expect(demoModuleSpecifiers(demoSourceFiles(dir, ['joy-ui']))).toEqual([
      '@mui/joy/Chip',
      'react/jsx-runtime',
    ]);
  });
});

describe('demoModulesSource', () => {
  it('maps each specifier to a lazy import, a barrel to the site’s file of the names demos use', () => {
    expect(demoModulesSource(['@mui/material/styles', 'react'], '/site')).toBe(
      [
        'export const DEMO_MODULES = {',
        '  "@mui/material/styles": () => import("/site/src/demos/liveEdit/muiStyles.ts"),',
        '  "react": () => import("react"),',
        '};',
        '',
      ].join('\n'),
    );
  });
});
