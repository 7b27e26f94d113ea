import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Every package a demo's generated project can name: what the demos import, React, MUI and its
 * Emotion peers, and the Vite, TypeScript and Tailwind tooling. A demo importing anything else
 * fails the build's test until it is added here.
 */
export const DEMO_PROJECT_PACKAGES = [
  'react',
  'react-dom',
  '@mui/material',
  '@mui/icons-material',
  '@mui/joy',
  '@mui/base',
  '@mui/x-data-grid',
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  '@mui/x-date-pickers',
  '@mui/x-date-pickers-pro',
  '@mui/x-charts',
  '@mui/x-charts-pro',
  '@mui/x-tree-view',
  '@mui/x-tree-view-pro',
  '@toolpad/core',
  'dayjs',
  '@emotion/react',
  '@emotion/styled',
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
  'tailwindcss',
  '@tailwindcss/vite',
] as const;

/**
 * The versions generated Tailwind projects pin. The site does not use Tailwind itself, so nothing
 * installed says them: keep them on a release whose Vite plugin accepts the site's Vite major.
 */
const NOT_INSTALLED: Record<string, string> = {
  tailwindcss: '4.3.5',
  '@tailwindcss/vite': '4.3.5',
};

/** An exact release (`1.2.3`, `1.2.3-beta.4`), never a range, tag or workspace link. */
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

function readManifest(path: string): { name?: string; version?: string } {
  return JSON.parse(readFileSync(path, 'utf8')) as { name?: string; version?: string };
}

/** The package.json of `name` as `require` resolves it, or undefined when it is not installed. */
function manifestPath(require: NodeJS.Require, name: string): string | undefined {
  try {
    return require.resolve(`${name}/package.json`);
  } catch {
    // An exports map may leave out ./package.json: walk up from the main entry instead.
  }
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    return undefined;
  }
  for (let dir = dirname(entry); ; dir = dirname(dir)) {
    const candidate = join(dir, 'package.json');
    // A build folder can hold a package.json of its own (`{ "type": "module" }`): match the name.
    if (existsSync(candidate) && readManifest(candidate).name === name) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

function installedVersion(siteRequire: NodeJS.Require, name: string): string | undefined {
  if (Object.hasOwn(NOT_INSTALLED, name)) return NOT_INSTALLED[name];
  const path = manifestPath(siteRequire, name);
  return path ? readManifest(path).version : undefined;
}

/**
 * The exact version of each package as installed for the site in `siteDir`: a demo's generated
 * project pins what the demo was built and shown with. Build time, in Node.
 */
export function demoDependencyVersions(
  siteDir: string,
  packages: readonly string[],
): Record<string, string> {
  const siteRequire = createRequire(join(siteDir, 'package.json'));
  const versions: Record<string, string> = {};
  const missing: string[] = [];
  for (const name of packages) {
    const version = installedVersion(siteRequire, name);
    if (!version) missing.push(name);
    else if (!EXACT_VERSION.test(version)) {
      throw new Error(`[site] ${name} is installed as "${version}", not an exact version`);
    } else versions[name] = version;
  }
  if (missing.length > 0) {
    throw new Error(
      `[site] no installed version of ${missing.join(', ')} for ${siteDir}: install it in the site or pin it in build/dependencyVersions.ts`,
    );
  }
  return versions;
}
