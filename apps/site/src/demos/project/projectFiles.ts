// The text of each file of a demo's generated project (./demoProject.ts decides which files and
// which packages): the entry, the Vite config, index.html, the Tailwind stylesheet, tsconfig,
// README and package.json's formatting.
import type { CodeVariant } from '@docshell/docs-theme';

/** The source's language: the reader's TS/JS choice (docs-theme). */
export type DemoLanguage = CodeVariant;
export type DemoStyling = 'System' | 'Tailwind' | 'CSS';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** JSX lines, each element nested in the one before, the innermost ones side by side. */
function nest(wrappers: string[], innermost: string[], indent: string): string[] {
  if (wrappers.length === 0) return innermost.map((line) => `${indent}${line}`);
  const [outer, ...rest] = wrappers;
  const tag = outer!.split(/\s/)[0];
  return [`${indent}<${outer}>`, ...nest(rest, innermost, `${indent}  `), `${indent}</${tag}>`];
}

/** How MUI's styles are ordered against the demo's own, per styling solution. */
function styledEngineProvider(styling: DemoStyling): { props: string; why: string } | null {
  if (styling === 'CSS') {
    return {
      props: 'injectFirst',
      why: "MUI's styles go first in <head>, so the demo's stylesheet wins at equal specificity.",
    };
  }
  if (styling === 'Tailwind') {
    return {
      props: 'enableCssLayer',
      why: "MUI's styles go in the `mui` cascade layer, below Tailwind's utilities (src/index.css).",
    };
  }
  return null;
}

export function entryCode(language: DemoLanguage, styling: DemoStyling, usesMui: boolean): string {
  const provider = usesMui ? styledEngineProvider(styling) : null;
  const imports = [
    "import { StrictMode } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    ...(usesMui ? ["import CssBaseline from '@mui/material/CssBaseline';"] : []),
    ...(provider ? ["import { StyledEngineProvider } from '@mui/material/styles';"] : []),
    "import Demo from './Demo';",
    ...(styling === 'Tailwind' ? ["import './index.css';"] : []),
  ];
  const wrappers = ['StrictMode', ...(provider ? [`StyledEngineProvider ${provider.props}`] : [])];
  const root = `document.getElementById('root')${language === 'TS' ? '!' : ''}`;
  return [
    ...imports,
    '',
    ...(provider ? [`// ${provider.why}`] : []),
    `createRoot(${root}).render(`,
    `${nest(wrappers, [...(usesMui ? ['<CssBaseline />'] : []), '<Demo />'], '  ').join('\n')},`,
    ');',
    '',
  ].join('\n');
}

export function viteConfigCode(tailwind: boolean): string {
  return [
    ...(tailwind ? ["import tailwindcss from '@tailwindcss/vite';"] : []),
    "import react from '@vitejs/plugin-react';",
    "import { defineConfig } from 'vite';",
    '',
    'export default defineConfig({',
    `  plugins: [${tailwind ? 'react(), tailwindcss()' : 'react()'}],`,
    '});',
    '',
  ].join('\n');
}

export function indexHtml(title: string, entry: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `    <title>${escapeHtml(title)}</title>`,
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    `    <script type="module" src="/${entry}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

export function tailwindCss(usesMui: boolean): string {
  return [
    ...(usesMui
      ? [
          '/* MUI renders into the `mui` layer (see src/main): Tailwind utilities come after it. */',
          '@layer theme, base, mui, components, utilities;',
        ]
      : []),
    '@import "tailwindcss";',
    '',
    "/* The breakpoints of MUI's default theme, which the demo's sm:, md:, lg: and xl: assume. */",
    '@theme {',
    '  --breakpoint-sm: 600px;',
    '  --breakpoint-md: 900px;',
    '  --breakpoint-lg: 1200px;',
    '  --breakpoint-xl: 1536px;',
    '}',
    '',
  ].join('\n');
}

export const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    isolatedModules: true,
    skipLibCheck: true,
    noEmit: true,
    // Vite's types: CSS modules, `import.meta.env`.
    types: ['vite/client'],
  },
  include: ['src'],
};

export function readme(title: string, description: string, demoFile: string): string {
  return [
    `# ${title}`,
    '',
    description,
    '',
    `The demo is \`${demoFile}\`; \`src/main\` renders it.`,
    '',
    '## Run it',
    '',
    'With Node.js installed:',
    '',
    '```sh',
    'npm install',
    'npm run dev',
    '```',
    '',
    'then open the address Vite prints. `npm run build` writes a production build to `dist/`.',
    '',
  ].join('\n');
}

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
