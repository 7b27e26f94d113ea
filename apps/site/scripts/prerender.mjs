// Renders every route of every page tree to static HTML after `vite build`, using the SSR bundle
// in dist-server/. Each page is written twice (`a/b.html` and `a/b/index.html`) so any static host
// serves both `/a/b` and `/a/b/`; plus 404.html, sitemap.xml and robots.txt. Pages are rendered
// by one worker thread per core (DOCSHELL_PRERENDER_WORKERS overrides the count).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread, Worker, workerData } from 'node:worker_threads';
import { getInitColorSchemeScript } from '@docshell/docs-theme/init-script';
import { buildHead, buildPage, pageChunkFor } from './pageHtml.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const origin = (process.env.VITE_PRODUCTION_ORIGIN ?? 'https://docs.example.com').replace(
  /\/$/,
  '',
);

const server = await import(pathToFileURL(join(root, 'dist-server/entry-server.js')).href);
// The Vite-built shell, read before the home page overwrites it (workers receive it as data).
const template = isMainThread
  ? readFileSync(join(dist, 'index.html'), 'utf8')
  : workerData.template;
if (!template.includes('<!--app-html-->')) {
  // The last prerender replaced the shell with the home page; rendering into that would give
  // every page the home page's content.
  console.error('[site] prerender: dist/index.html is not the Vite shell: run `vite build` first');
  process.exit(1);
}

// Vite's client manifest: each MDX page's HTML names its chunk, so the browser imports it at once.
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

function write(file, content) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

async function renderRoute(url) {
  const result = await server.render(url);
  const head = buildHead({ ...result, url, origin, productMeta: server.productMetaFor(url) });
  const pageChunk = pageChunkFor(manifest, server.mdxSourceFor(url));
  return buildPage(template, { ...result, head, url, bodyStart, pageChunk });
}

// Sets the reader's colour scheme before the first paint: no flash of the wrong theme.
const bodyStart = `<script>${getInitColorSchemeScript()}</script>`;

async function renderPages(urls) {
  for (const url of urls) {
    const html = await renderRoute(url);
    write(join(dist, `${url}.html`), html);
    write(join(dist, url, 'index.html'), html);
  }
}

function renderInWorker(urls) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { urls, template } });
    worker.on('error', reject);
    worker.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`[site] prerender worker exited with ${code}`)),
    );
  });
}

if (!isMainThread) {
  await renderPages(workerData.urls);
  process.exit(0);
}

const started = performance.now();
const paths = server.allPagePaths();
const workers = Math.max(
  1,
  Math.min(Number(process.env.DOCSHELL_PRERENDER_WORKERS) || availableParallelism(), 8),
);
if (workers === 1 || paths.length < 50) {
  await renderPages(paths);
} else {
  // Every worker takes every n-th page, so each gets a mix of light and heavy pages.
  const shares = Array.from({ length: workers }, (_, i) =>
    paths.filter((_, j) => j % workers === i),
  );
  await Promise.all(shares.map(renderInWorker));
}
write(join(dist, 'index.html'), await renderRoute('/'));
write(join(dist, '404.html'), await renderRoute('/404'));

const urls = ['/', ...paths].map((p) => `  <url><loc>${origin}${p === '/' ? '/' : p}</loc></url>`);
write(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
);
write(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
console.log(
  `[site] prerendered ${paths.length + 2} pages in ${Math.round(performance.now() - started)} ms`,
);
