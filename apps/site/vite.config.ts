import react from '@vitejs/plugin-react';
import process from 'node:process';
import { defineConfig } from 'vite';
import { demoModulesPlugin } from './build/demoModulesPlugin.ts';
import { demoPlugin } from './build/demoPlugin.ts';
import { DEMO_PROJECT_PACKAGES, demoDependencyVersions } from './build/dependencyVersions.ts';
import { mdxPlugin } from './build/mdxPlugin.ts';
import { componentApiPlugin } from './build/componentApiPlugin.ts';
import { notFoundPreviewPlugin } from './build/notFoundPreview.ts';
import { previewKeepAlivePlugin } from './build/previewKeepAlive.ts';
import {
  productFolders,
  productSelectionPlugin,
  PRODUCTS_VARIABLE,
  readProductSelection,
} from './build/productSelection.ts';
import { reactRouterProduction } from './build/reactRouterProduction.ts';
import { securityHeadersPlugin } from './build/securityHeadersPlugin.ts';
import { shareAcrossEnvironments } from './build/shareAcrossEnvironments.ts';
import { siteSettingsPlugin } from './build/siteSettingsPlugin.ts';
import { isStageChunk, stagedChunks, type ChunkStage } from './build/stagedChunks.ts';
import { textContentTypesPlugin } from './build/textContentTypes.ts';
import { API_GROUPS, type ApiGroup } from './src/api/apiGroups.ts';
import {
  isProductSelected,
  PRODUCT_SUMMARIES,
  summaryForPath,
} from './src/products/productSummaries.ts';

// src/boot.ts loads React DOM, then MUI's style engine (emotion, the theme, `styled`), then the
// app: one chunk each, each evaluated in a task of its own. Once the app has hydrated the shell,
// every page loads click tracking, page views and the consent prompt as one chunk
// (src/layout/trackingComponent.ts), and a documentation page loads the page component and what
// it renders around the content (table of contents, code copying, demos' frame, feedback) as one
// more (src/routing/AppRoutes.tsx); a product's nav builds its API section with one more.
const CHUNK_STAGES: ChunkStage[] = [
  { name: 'react-dom', root: /[\\/]react-dom[\\/]client\.js$/ },
  { name: 'style-engine', root: /[\\/]@mui[\\/]material[\\/]styles[\\/]styled\.js$/ },
  { name: 'app', root: /[\\/]src[\\/]entry-client\.tsx$/ },
  { name: 'tracking', root: /[\\/]src[\\/]layout[\\/]Tracking\.tsx$/ },
  { name: 'doc-page', root: /[\\/]src[\\/]pages[\\/]DocPage\.tsx$/ },
  { name: 'api-nav', root: /[\\/]src[\\/]api[\\/](apiPages|expandApiEntries)\.ts$/ },
];

/** The chunk of a product's page list (src/products/<product>/pageFiles.ts). */
const PAGE_LIST_CHUNK = /(^|\/)pageFiles-[\w-]{8}\.js$/;

const PRODUCTS_DIR = `${import.meta.dirname}/src/products`;

// The products this build includes: every one, unless DOCSHELL_PRODUCTS names some.
const selection = readProductSelection(
  process.env[PRODUCTS_VARIABLE],
  productFolders(PRODUCTS_DIR),
);
const apiGroupSelected = (group: ApiGroup) =>
  isProductSelected(selection, summaryForPath(group.productPrefix, PRODUCT_SUMMARIES)!.folder);

export default defineConfig(({ command }) => ({
  plugins: [
    // The site's configuration from the environment; `pnpm build:deploy` stops at once when a
    // value is missing or a placeholder.
    siteSettingsPlugin(),
    productSelectionPlugin(selection),
    // Its `load` shares prepared sources on its own (see demoPlugin).
    shareAcrossEnvironments(demoPlugin(PRODUCTS_DIR, selection)),
    demoModulesPlugin(import.meta.dirname, selection),
    componentApiPlugin(API_GROUPS, import.meta.dirname, apiGroupSelected),
    shareAcrossEnvironments(mdxPlugin()),
    react({ include: /\.(mdx|tsx?|jsx?)$/ }),
    // dist/_headers (CSP and security headers) at build; the same headers in `vite preview`.
    securityHeadersPlugin(),
    // `vite preview`: UTF-8 Markdown and llms.txt files; a page as Markdown to who prefers it.
    textContentTypesPlugin(),
    // `vite preview`: unknown paths get status 404 and the 404 page, as on a static host.
    notFoundPreviewPlugin(),
    // `vite preview`: idle connections outlive a client's (no "other side closed" on reuse).
    previewKeepAlivePlugin(),
    stagedChunks(CHUNK_STAGES),
  ],
  define: {
    // The exact versions a demo's generated project pins (src/demos/demoActions.ts): the ones the
    // site is built and its demos shown with.
    __DEMO_DEPENDENCY_VERSIONS__: JSON.stringify(
      demoDependencyVersions(import.meta.dirname, DEMO_PROJECT_PACKAGES),
    ),
  },
  resolve: {
    // One React and one MUI, whatever the packages' own dev copies are.
    dedupe: ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'],
    // A build gets react-router's production files (dev and tests keep its warnings).
    alias: command === 'build' ? reactRouterProduction(import.meta.dirname) : [],
  },
  // `vite build --app`: the client and the SSR bundle are built side by side in one process, so
  // the SSR build reuses the client build's compiled MDX pages (see shareAcrossEnvironments).
  builder: {
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      await Promise.all([builder.build(client!), builder.build(ssr!)]);
    },
  },
  environments:
    command === 'build'
      ? {
          ssr: {
            // The prerender runs the SSR bundle in plain Node: every dependency is bundled into
            // it, so no package's CommonJS/ESM layout matters there.
            resolve: { noExternal: true },
            // The prerender runs in Node with NODE_ENV unset: without this it would render with
            // React's development build, several times slower.
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
            build: {
              outDir: 'dist-server',
              rolldownOptions: { input: 'src/entry-server.tsx' },
            },
          },
        }
      : undefined,
  build: {
    // dist/.vite/manifest.json: the prerender names each MDX page's chunk in its HTML from it.
    manifest: true,
    modulePreload: {
      // The app's chunk and its imports are fetched side by side when src/boot.ts imports it.
      // An MDX page chunk, imported from its product's page list (src/products/*/pageFiles.ts),
      // lists its dependencies too (a demo's MUI components, four levels deep for a Select):
      // they come with the page in one round trip rather than one level at a time. The staged
      // chunks are left out of those lists (every page has them already), and other lazy chunks
      // list nothing: their lists would sit in the app's chunk, which every page loads first.
      resolveDependencies: (file, deps, { hostId, hostType }) => {
        if (hostType === 'html' || isStageChunk(file, CHUNK_STAGES)) return deps;
        if (PAGE_LIST_CHUNK.test(hostId))
          return deps.filter((dep) => !isStageChunk(dep, CHUNK_STAGES));
        return [];
      },
    },
  },
  preview: { host: '127.0.0.1' },
}));
