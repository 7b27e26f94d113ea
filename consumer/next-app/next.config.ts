import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

// The consumer check installs the packages of every app once, in the folder above this app, where
// ../shared (the page tree, content, translations) also lives: Turbopack reads nothing outside its
// root. Next 15 bundles with webpack, which resolves from there unasked.
const installRoot = dirname(dirname(fileURLToPath(import.meta.url)));

const nextConfig: NextConfig = {
  // Static HTML per page, no server: `out/getting-started/installation.html` and so on.
  output: 'export',
  // Pages live at `/a/b`, as in the Vite app; the static host also answers `/a/b/`.
  trailingSlash: false,
  turbopack: { root: installRoot },
  // `npm run typecheck` checks the types before the build.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
