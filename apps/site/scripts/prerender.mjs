// Renders every route of every page tree to static HTML after `vite build`, using the SSR bundle
// in dist-server/. Each page is written twice (`a/b.html` and `a/b/index.html`) so any static host
// serves both `/a/b` and `/a/b/`; plus 404.html, sitemap.xml and robots.txt. Every page also gets
// its Markdown copy (`a/b.md`, named by its HTML's <link rel="alternate">), each product its
// llms.txt and llms-full.txt, and the root the site's llms.txt (src/markdown/). Pages are rendered
// by one worker thread per core (DOCSHELL_PRERENDER_WORKERS overrides the count), and each page
// goes to the search index (scripts/searchIndex.mjs) as soon as it is rendered.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { getInitColorSchemeScript } from '@docshell/docs-theme/init-script';
import { agentHintHtml, buildHead, buildPage, pageChunkFor } from './pageHtml.mjs';
import { indexedPart, startSearchIndex } from './searchIndex.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const server = await import(pathToFileURL(join(root, 'dist-server/entry-server.js')).href);
// The origin the SSR bundle was built with (src/siteConfig.ts): the same value as the client's.
const origin = server.PRODUCTION_ORIGIN;
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
  // A page names its Markdown copy; the 404 page and a demo's full-screen page have none.
  const isPage = result.status === 200 && !result.isDemo;
  const head = buildHead({
    ...result,
    url,
    origin,
    productMeta: server.productMetaFor(url),
    markdownPath: isPage ? server.markdownPathOf(url) : undefined,
  });
  const pageChunk = pageChunkFor(
    manifest,
    server.mdxSourceFor(url) ?? server.apiPageSourceFor(url),
  );
  const start = isPage
    ? `${bodyStart}${agentHintHtml(server.agentHintText(url), server.visuallyHiddenStyle())}`
    : bodyStart;
  const html = buildPage(template, { ...result, head, url, bodyStart: start, pageChunk });
  return { html, demoPaths: result.demoPaths };
}

/** Writes a page's HTML, at `/a/b` and `/a/b/`. */
function writeHtml(url, html) {
  // Encoded once for both copies.
  const bytes = Buffer.from(html);
  write(join(dist, `${url}.html`), bytes);
  write(join(dist, url, 'index.html'), bytes);
}

const siteMarkdown = server.createSiteMarkdown({ root, origin });

/** Writes a page's Markdown copy (and its demos' files, for a long page); returns its index entry. */
async function writeMarkdown(url) {
  const started = performance.now();
  const { extraFiles, ...page } = await siteMarkdown.pageMarkdown(url);
  write(join(dist, server.markdownPathOf(url)), page.markdown);
  for (const file of extraFiles) write(join(dist, file.path), file.markdown);
  return { ...page, ms: performance.now() - started };
}

// Before the first paint: the reader's colour scheme (no flash of the wrong theme), and whether
// the prerendered consent prompt shows (it never pops in late, nor flashes for who has chosen).
const consentScript = server.consentPromptScript();
const bodyStart =
  `<script>${getInitColorSchemeScript()}</script>` +
  (consentScript ? `<script>${consentScript}</script>` : '');

/**
 * Renders and writes pages and their Markdown; hands each one's searchable part and Markdown
 * entry to `indexPage(url, part, page)`.
 */
async function renderPages(urls, indexPage) {
  for (const url of urls) {
    const { html, demoPaths } = await renderRoute(url);
    writeHtml(url, html);
    indexPage(url, indexedPart(html), await writeMarkdown(url));
    // Its demos' full-screen pages: not searched, not in the sitemap (the page is what to find).
    for (const demoPath of demoPaths) writeHtml(demoPath, (await renderRoute(demoPath)).html);
  }
}

function renderInWorker(urls, indexPage) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { urls, template } });
    let done = false;
    worker.on('message', (message) => {
      if (!message.done) return indexPage(message.url, message.part, message.page);
      // Messages arrive in order: every page came before this. The SSR bundle may keep the
      // worker's event loop alive, so it is stopped here rather than left to end.
      done = true;
      resolve();
      void worker.terminate();
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (!done) reject(new Error(`[site] prerender worker exited with ${code}`));
    });
  });
}

async function prerenderSite() {
  const started = performance.now();
  const paths = server.allPagePaths();
  const searchIndex = await startSearchIndex(join(dist, 'pagefind'));
  const markdownPages = [];
  try {
    await renderSite(paths, (url, part, page) => {
      searchIndex.add(url, part);
      markdownPages.push(page);
    });
    markdownPages.push(await writeMarkdown('/'));
    writeLlmsFiles(markdownPages);
    for (const record of await server.apiPropSearchRecords()) searchIndex.addRecord(record);
  } catch (error) {
    await searchIndex.cancel();
    throw error;
  }
  console.log(
    `[site] prerendered ${paths.length + 2} pages in ${Math.round(performance.now() - started)} ms`,
  );

  const { indexed, records, skipped, kilobytes } = await searchIndex.finish();
  console.log(
    `[site] search index: ${indexed} pages and ${records} props, ${kilobytes} kB in dist/pagefind/ (prerender and index ${Math.round(performance.now() - started)} ms)`,
  );
  if (skipped.length)
    console.warn(`[site] search index: no article to index in ${skipped.join(', ')}`);
}

/** The llms.txt files from every page's Markdown, with what the Markdown cost to make. */
function writeLlmsFiles(pages) {
  const started = performance.now();
  const files = siteMarkdown.llmsFiles(pages);
  for (const file of files) write(join(dist, file.path), file.content);
  const largest = pages.reduce((a, b) => (b.markdown.length > a.markdown.length ? b : a));
  const ms = pages.reduce((sum, page) => sum + page.ms, performance.now() - started);
  console.log(
    `[site] Markdown: ${pages.length} pages (largest ${largest.path}, ${largest.markdown.length} characters) and ${files.length} llms files, ${Math.round(ms)} ms of work`,
  );
}

/** Every page, the home page, 404.html, sitemap.xml and robots.txt. */
async function renderSite(paths, indexPage) {
  const workers = Math.max(
    1,
    Math.min(Number(process.env.DOCSHELL_PRERENDER_WORKERS) || availableParallelism(), 8),
  );
  if (workers === 1 || paths.length < 50) {
    await renderPages(paths, indexPage);
  } else {
    // Every worker takes every n-th page, so each gets a mix of light and heavy pages.
    const shares = Array.from({ length: workers }, (_, i) =>
      paths.filter((_, j) => j % workers === i),
    );
    await Promise.all(shares.map((share) => renderInWorker(share, indexPage)));
  }
  write(join(dist, 'index.html'), (await renderRoute('/')).html);
  write(join(dist, '404.html'), (await renderRoute('/404')).html);

  const urls = ['/', ...paths].map(
    (p) => `  <url><loc>${origin}${p === '/' ? '/' : p}</loc></url>`,
  );
  write(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  // The llms.txt line is a comment: robots.txt has no field for it, and agents look for one.
  write(
    join(dist, 'robots.txt'),
    `# Documentation for AI tools (llmstxt.org): ${origin}/llms.txt\nUser-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
}

if (isMainThread) {
  await prerenderSite();
} else {
  await renderPages(workerData.urls, (url, part, page) =>
    parentPort.postMessage({ url, part, page }),
  );
  parentPort.postMessage({ done: true });
}
