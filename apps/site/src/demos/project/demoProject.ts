import { kebabCase } from '../../routing/kebabCase';
import {
  entryCode,
  indexHtml,
  json,
  readme,
  tailwindCss,
  TSCONFIG,
  viteConfigCode,
  type DemoLanguage,
  type DemoStyling,
} from './projectFiles';

export type { DemoStyling };

export interface DemoProjectInput {
  /** The demo's name, e.g. `ButtonVariants`: its file name on the site. */
  name: string;
  /** What the project is called, e.g. `Button – ButtonVariants`. */
  title: string;
  language: DemoLanguage;
  /** The demo's source in `language`, exactly as the reader sees it. */
  code: string;
  /** The CSS module a CSS variant imports (`./<Name>.module.css`). */
  stylesheet?: { fileName: string; code: string };
  styling: DemoStyling;
  /** Package name → exact version, as the site's build installed them. */
  versions: Record<string, string>;
}

export interface DemoProject {
  /** The npm package name, also the folder a zip unpacks to. */
  name: string;
  title: string;
  description: string;
  /** Path → text, from the project's root. */
  files: Record<string, string>;
  /** The demo's path in `files`: what an editor opens first. */
  demoFile: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** A demo's name: also its file name, `<Name>.tsx`. */
const DEMO_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** A stylesheet sits beside the demo under its own name: a plain file name, nothing to resolve. */
const STYLESHEET_NAME = /^[\w-]+(?:\.[\w-]+)*\.css$/;

/**
 * Import specifiers at the start of a statement, so an import quoted in a string is not read. An
 * import clause has no quote, semicolon, parenthesis or `=` before its `from`.
 */
const IMPORT_PATTERNS = [
  /^\s*(?:import|export)\b[^;'"()=]*?\bfrom\s*(['"])([^'"\n]+)\1/gm,
  /^\s*import\s*(['"])([^'"\n]+)\1/gm,
  /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g,
];

/** Every module specifier a source imports, in order, without repeats. */
function importSpecifiers(code: string): string[] {
  const found = new Set<string>();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of code.matchAll(pattern)) found.add(match[2]!);
  }
  return [...found];
}

function isRelative(specifier: string): boolean {
  return specifier.startsWith('.') || specifier.startsWith('/');
}

/** The package a bare specifier is in: `@mui/material/Button` → `@mui/material`, `react-dom/client` → `react-dom`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The npm packages a source imports, sorted: what its project has to install. */
export function importedPackages(code: string): string[] {
  const packages = importSpecifiers(code)
    .filter((specifier) => !isRelative(specifier))
    .map(packageOf);
  return [...new Set(packages)].sort();
}

/** Each package with its version from the build; never a guessed one. */
function pinned(
  packages: string[],
  versions: Record<string, string>,
  missing: Set<string>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of [...new Set(packages)].sort()) {
    const version = Object.hasOwn(versions, name) ? versions[name] : undefined;
    if (version) result[name] = version;
    else missing.add(name);
  }
  return result;
}

const LANGUAGE_NAMES: Record<DemoLanguage, string> = { TS: 'TypeScript', JS: 'JavaScript' };
const STYLING_NOTES: Record<DemoStyling, string> = {
  System: '',
  Tailwind: ', styled with Tailwind CSS',
  CSS: ', styled with a CSS module',
};

/**
 * A minimal Vite + React app that runs one demo as it is shown: the files, and the packages with
 * the versions the site was built with.
 */
export function demoProject(input: DemoProjectInput): DemoProject {
  if (!DEMO_NAME.test(input.name)) throw new Error(`[site] not a demo name: "${input.name}"`);
  const name = kebabCase(input.name);
  const ts = input.language === 'TS';
  const tailwind = input.styling === 'Tailwind';
  const demoFile = `src/Demo.${ts ? 'tsx' : 'jsx'}`;
  const entryFile = `src/main.${ts ? 'tsx' : 'jsx'}`;
  const demoPackages = importedPackages(input.code);
  const usesMui = demoPackages.some((pkg) => pkg.startsWith('@mui/'));
  const entry = entryCode(input.language, input.styling, usesMui);
  const description = `${input.title}: the demo as a Vite + React app in ${LANGUAGE_NAMES[input.language]}${STYLING_NOTES[input.styling]}.`;

  const files: Record<string, string> = {};
  files['package.json'] = ''; // filled in below, kept first
  files['index.html'] = indexHtml(input.title, entryFile);
  files[`vite.config.${ts ? 'ts' : 'js'}`] = viteConfigCode(tailwind);
  if (ts) files['tsconfig.json'] = json(TSCONFIG);
  files['README.md'] = readme(input.title, description, demoFile);
  files[entryFile] = entry;
  files[demoFile] = input.code;
  if (input.stylesheet) {
    const { fileName, code } = input.stylesheet;
    if (!STYLESHEET_NAME.test(fileName)) {
      throw new Error(`[site] ${input.name}: not a stylesheet file name: "${fileName}"`);
    }
    files[`src/${fileName}`] = code;
  }
  if (tailwind) files['src/index.css'] = tailwindCss(usesMui);

  // The demo imports its stylesheet as `./<Name>.module.css`: that file has to be in the project.
  for (const specifier of importSpecifiers(input.code).filter(isRelative)) {
    const path = specifier.startsWith('./') ? `src/${specifier.slice(2)}` : specifier;
    if (!(path in files)) {
      throw new Error(`[site] ${input.name}: the demo imports ${specifier}, not in its project`);
    }
  }

  const missing = new Set<string>();
  const runtime = [...demoPackages, ...importedPackages(entry), 'react', 'react-dom'];
  // MUI's styled engine is Emotion, a peer dependency MUI does not install itself.
  if (usesMui) runtime.push('@emotion/react', '@emotion/styled');
  const dependencies = pinned(runtime, input.versions, missing);
  const devDependencies = pinned(
    [
      'vite',
      '@vitejs/plugin-react',
      ...(ts ? ['typescript', '@types/react', '@types/react-dom'] : []),
      ...(tailwind ? ['tailwindcss', '@tailwindcss/vite'] : []),
    ],
    input.versions,
    missing,
  );
  if (missing.size > 0) {
    throw new Error(
      `[site] ${input.name}: no version for ${[...missing].join(', ')}: add ${missing.size > 1 ? 'them' : 'it'} to DEMO_PROJECT_PACKAGES (build/dependencyVersions.ts)`,
    );
  }

  files['package.json'] = json({
    name,
    private: true,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies,
    devDependencies,
  });
  return { name, title: input.title, description, files, demoFile, dependencies, devDependencies };
}
