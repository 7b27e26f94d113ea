// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_PACKAGES, demoDependencyVersions } from '../../../build/dependencyVersions';
import { toJavaScript } from '../../../build/demoSource';
import { demoProject, importedPackages, type DemoProjectInput } from './demoProject';

const VERSIONS: Record<string, string> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@mui/material': '6.1.1',
  '@mui/icons-material': '6.1.1',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '5.9.3',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  tailwindcss: '4.3.5',
  '@tailwindcss/vite': '4.3.5',
};

const SYSTEM_CODE = `import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ButtonVariants() {
  return (
    <Stack direction="row" spacing={2}>
      <Button variant="text">Text</Button>
    </Stack>
  );
}
`;

const CSS_CODE = `import AppBar from '@mui/material/AppBar';
import classes from './AppBarBasic.module.css';

export default function AppBarBasic() {
  return <AppBar className={classes.root} position="static" />;
}
`;

const TAILWIND_CODE = `// Assumes Tailwind's \`screens\` mirror the theme's breakpoints.
export default function SystemBreakpointsResponsive() {
  return <div className="p-2 sm:p-4">Hello</div>;
}
`;

function input(overrides: Partial<DemoProjectInput> = {}): DemoProjectInput {
  return {
    name: 'ButtonVariants',
    title: 'Button – ButtonVariants',
    language: 'TS',
    code: SYSTEM_CODE,
    styling: 'System',
    versions: VERSIONS,
    ...overrides,
  };
}

const STYLESHEET = { fileName: 'AppBarBasic.module.css', code: '.root {\n  flex-grow: 1;\n}\n' };

describe('demoProject', () => {
  it.each([
    [
      'TS',
      'System',
      input(),
      [
        'package.json',
        'index.html',
        'vite.config.ts',
        'tsconfig.json',
        'README.md',
        'src/main.tsx',
        'src/Demo.tsx',
      ],
    ],
    [
      'JS',
      'System',
      input({ language: 'JS' }),
      ['package.json', 'index.html', 'vite.config.js', 'README.md', 'src/main.jsx', 'src/Demo.jsx'],
    ],
    [
      'TS',
      'CSS',
      input({ name: 'AppBarBasic', code: CSS_CODE, styling: 'CSS', stylesheet: STYLESHEET }),
      [
        'package.json',
        'index.html',
        'vite.config.ts',
        'tsconfig.json',
        'README.md',
        'src/main.tsx',
        'src/Demo.tsx',
        'src/AppBarBasic.module.css',
      ],
    ],
    [
      'JS',
      'CSS',
      input({
        name: 'AppBarBasic',
        code: CSS_CODE,
        language: 'JS',
        styling: 'CSS',
        stylesheet: STYLESHEET,
      }),
      [
        'package.json',
        'index.html',
        'vite.config.js',
        'README.md',
        'src/main.jsx',
        'src/Demo.jsx',
        'src/AppBarBasic.module.css',
      ],
    ],
    [
      'TS',
      'Tailwind',
      input({ styling: 'Tailwind' }),
      [
        'package.json',
        'index.html',
        'vite.config.ts',
        'tsconfig.json',
        'README.md',
        'src/main.tsx',
        'src/Demo.tsx',
        'src/index.css',
      ],
    ],
    [
      'JS',
      'Tailwind',
      input({ language: 'JS', styling: 'Tailwind' }),
      [
        'package.json',
        'index.html',
        'vite.config.js',
        'README.md',
        'src/main.jsx',
        'src/Demo.jsx',
        'src/index.css',
      ],
    ],
  ])('%s with %s styling has the files of a Vite + React app', (_l, _s, demo, files) => {
    const project = demoProject(demo);
    expect(Object.keys(project.files)).toEqual(files);
    expect(project.demoFile).toBe(files.find((file) => file.startsWith('src/Demo.')));
  });

  it('keeps the demo byte for byte, and its stylesheet under its own name', () => {
    const code = `${CSS_CODE.replace('AppBar ', 'AppBar\t ')}\r\n  \n`;
    const project = demoProject(
      input({ name: 'AppBarBasic', code, styling: 'CSS', stylesheet: STYLESHEET }),
    );
    expect(project.files['src/Demo.tsx']).toBe(code);
    expect(project.files['src/AppBarBasic.module.css']).toBe(STYLESHEET.code);
  });

  it("pins the packages the demo's code imports, with React and MUI's Emotion peers", () => {
    const project = demoProject(input());
    expect(project.dependencies).toEqual({
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@mui/material': '6.1.1',
      react: '19.3.1',
      'react-dom': '19.3.1',
    });
    expect(project.devDependencies).toEqual({
      '@types/react': '19.3.0',
      '@types/react-dom': '19.3.0',
      '@vitejs/plugin-react': '6.3.0',
      typescript: '5.9.3',
      vite: '8.3.8',
    });
    const manifest = JSON.parse(project.files['package.json']!);
    expect(manifest).toEqual({
      name: 'button-variants',
      private: true,
      type: 'module',
      scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
      dependencies: project.dependencies,
      devDependencies: project.devDependencies,
    });
    expect(project.name).toBe('button-variants');
  });

  it('needs neither MUI nor Emotion for a demo that imports no MUI package', () => {
    const project = demoProject(
      input({ name: 'SystemBreakpointsResponsive', code: TAILWIND_CODE, styling: 'Tailwind' }),
    );
    expect(project.dependencies).toEqual({ react: '19.3.1', 'react-dom': '19.3.1' });
    expect(project.devDependencies).toMatchObject({
      tailwindcss: '4.3.5',
      '@tailwindcss/vite': '4.3.5',
    });
    expect(project.files['src/main.tsx']).not.toContain('@mui');
    expect(project.files['src/index.css']).not.toContain('mui');
  });

  it('has no TypeScript tooling in a JavaScript project', () => {
    const project = demoProject(input({ language: 'JS' }));
    expect(Object.keys(project.devDependencies)).toEqual(['@vitejs/plugin-react', 'vite']);
    expect(project.files['src/main.jsx']).toContain("document.getElementById('root'))");
  });

  it('maps a subpath import to its package, with the given version', () => {
    const code = [
      "import Button from '@mui/material/Button';",
      "import { createRoot } from 'react-dom/client';",
      "import {\n  Delete as DeleteIcon,\n  Add,\n} from '@mui/icons-material';",
      "import './side-effect.css';",
      "export { default as Other } from '@mui/system/Box';",
      "const lazy = import('@emotion/react');",
      'const text = \'import x from "not-a-package"\';',
      '// Written from "not-a-package" either',
      'export default function Demo() { return null; }',
    ].join('\n');
    expect(importedPackages(code)).toEqual([
      '@emotion/react',
      '@mui/icons-material',
      '@mui/material',
      '@mui/system',
      'react-dom',
    ]);
    const project = demoProject(
      input({
        code: "import Button from '@mui/material/Button';\n",
        versions: { ...VERSIONS, '@mui/material': '6.0.2' },
      }),
    );
    expect(project.dependencies['@mui/material']).toBe('6.0.2');
    expect(project.dependencies).not.toHaveProperty('@mui/material/Button');
  });

  it('throws naming each package that has no version, never guessing one', () => {
    const versions = { ...VERSIONS };
    delete versions['@emotion/styled'];
    expect(() => demoProject(input({ versions }))).toThrow(
      /^\[site\] ButtonVariants: no version for @emotion\/styled:/,
    );
    const code = "import dayjs from 'dayjs';\nimport Box from '@mui/material/Box';\n";
    expect(() => demoProject(input({ code, versions }))).toThrow(
      /no version for @emotion\/styled, dayjs:/,
    );
    const inherited = Object.create({ dayjs: '1.0.0' }) as Record<string, string>;
    expect(() =>
      demoProject(
        input({ code: "import 'dayjs';\n", versions: Object.assign(inherited, VERSIONS) }),
      ),
    ).toThrow(/no version for dayjs/);
  });

  it('throws when the demo imports a file the project does not have', () => {
    expect(() =>
      demoProject(input({ name: 'AppBarBasic', code: CSS_CODE, styling: 'CSS' })),
    ).toThrow('[site] AppBarBasic: the demo imports ./AppBarBasic.module.css, not in its project');
    expect(() =>
      demoProject(
        input({
          name: 'AppBarBasic',
          code: CSS_CODE,
          styling: 'CSS',
          stylesheet: { fileName: '../evil.css', code: '' },
        }),
      ),
    ).toThrow('[site] AppBarBasic: not a stylesheet file name: "../evil.css"');
  });

  it('refuses a name that is not a demo name', () => {
    expect(() => demoProject(input({ name: '../x' }))).toThrow('[site] not a demo name: "../x"');
  });

  it('names the package in kebab case', () => {
    const nameOf = (name: string) => demoProject(input({ name })).name;
    expect(nameOf('Grid2AutoAndOffset')).toBe('grid2-auto-and-offset');
    expect(nameOf('SVGIconDemo')).toBe('svg-icon-demo');
    expect(nameOf('Dialog_Confirm')).toBe('dialog-confirm');
  });

  it('renders the demo in StrictMode inside CssBaseline, from index.html', () => {
    const project = demoProject(input());
    const main = project.files['src/main.tsx']!;
    expect(main).toBe(
      [
        "import { StrictMode } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "import CssBaseline from '@mui/material/CssBaseline';",
        "import Demo from './Demo';",
        '',
        "createRoot(document.getElementById('root')!).render(",
        '  <StrictMode>',
        '    <CssBaseline />',
        '    <Demo />',
        '  </StrictMode>,',
        ');',
        '',
      ].join('\n'),
    );
    const html = project.files['index.html']!;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(html).toContain('<title>Button – ButtonVariants</title>');
    expect(demoProject(input({ title: '<b>&</b>' })).files['index.html']).toContain(
      '<title>&lt;b&gt;&amp;&lt;/b&gt;</title>',
    );
    expect(project.files['vite.config.ts']).toContain('plugins: [react()]');
    expect(project.files['README.md']).toMatch(/npm install\nnpm run dev/);
    expect(project.title).toBe('Button – ButtonVariants');
    expect(project.description).toContain('Button – ButtonVariants');
  });

  it("puts MUI's styles where the CSS and Tailwind variants expect them", () => {
    const css = demoProject(
      input({ name: 'AppBarBasic', code: CSS_CODE, styling: 'CSS', stylesheet: STYLESHEET }),
    );
    expect(css.files['src/main.tsx']).toContain('<StyledEngineProvider injectFirst>');
    const tailwind = demoProject(input({ styling: 'Tailwind' }));
    const main = tailwind.files['src/main.tsx']!;
    expect(main).toContain('<StyledEngineProvider enableCssLayer>');
    expect(main).toContain("import './index.css';");
    const indexCss = tailwind.files['src/index.css']!;
    expect(indexCss).toContain('@import "tailwindcss";');
    expect(indexCss.indexOf('@layer theme, base, mui, components, utilities;')).toBeLessThan(
      indexCss.indexOf('@import'),
    );
    expect(indexCss).toContain('--breakpoint-sm: 600px;');
    expect(tailwind.files['vite.config.ts']).toContain(
      "import tailwindcss from '@tailwindcss/vite';",
    );
    expect(tailwind.files['vite.config.ts']).toContain('plugins: [react(), tailwindcss()]');
    expect(demoProject(input()).files['src/main.tsx']).not.toContain('StyledEngineProvider');
  });

  it('writes a strict, bundler-resolution tsconfig with the JSX runtime', () => {
    const tsconfig = JSON.parse(demoProject(input()).files['tsconfig.json']!);
    expect(tsconfig.compilerOptions).toMatchObject({
      strict: true,
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      types: ['vite/client'],
    });
  });
});

describe('demoProject with every demo on disk', () => {
  const siteDir = join(import.meta.dirname, '../../..');
  const productsDir = join(siteDir, 'src/products');
  const versions = demoDependencyVersions(siteDir, DEMO_PROJECT_PACKAGES);
  const demoFiles = readdirSync(productsDir)
    .map((product) => join(productsDir, product, 'demos'))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => join(folder, file)),
    );

  it('finds the demos', () => {
    expect(demoFiles.length).toBeGreaterThan(50);
  });

  it('makes a project of each, in TS and JS, with every import in it', async () => {
    for (const file of demoFiles) {
      const [name, variant] = file
        .split('/')
        .pop()!
        .replace(/\.tsx$/, '')
        .split('.');
      const styling = variant === 'css' ? 'CSS' : variant === 'tailwind' ? 'Tailwind' : 'System';
      const cssFile = join(file, '..', `${name}.module.css`);
      const stylesheet =
        styling === 'CSS' && existsSync(cssFile)
          ? { fileName: `${name}.module.css`, code: readFileSync(cssFile, 'utf8') }
          : undefined;
      const ts = readFileSync(file, 'utf8');
      for (const [language, code] of [
        ['TS', ts],
        ['JS', await toJavaScript(ts)],
      ] as const) {
        const project = demoProject({
          name: name!,
          title: name!,
          language,
          code,
          stylesheet,
          styling,
          versions,
        });
        expect(project.files[project.demoFile], file).toBe(code);
      }
    }
  }, 60_000);
});
