// Search on the large site: with the built Pagefind bundle (dist/pagefind/), the search dialog is
// driven like a reader would (Ctrl+K, type, wait for the first result), timing each query from
// its last keystroke and counting the index bytes it fetched. Without the bundle, Pagefind's Node
// API indexes the prerendered pages so at least the index size is known.
import { Buffer } from 'node:buffer';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_HYDRATED_SELECTOR, READER_USER_AGENT } from './browser.mjs';
import { median } from './navigation.mjs';
import { transferSize } from './transfer.mjs';
import { URL } from 'node:url';

// The probes below run in the page, not in Node.
/* global window, document, performance, MutationObserver */

const RESULT_SELECTOR = '[role="option"], a';
const SETTLE_MS = 500;

function installSearchProbe() {
  const probe = { inputAt: 0, resultAt: 0, target: '' };
  window.__searchProbe = probe;
  // The results answer the final query once the list says so (the dialog marks the query its
  // results belong to): results of an earlier, shorter query that happen to be the same pages
  // do not count, and results that were already on screen cannot hide the answer.
  const answered = () => {
    const list = document.querySelector('[role="dialog"] [role="listbox"]');
    return (
      list?.getAttribute('data-query') === probe.target &&
      list.querySelector(window.__resultSelector) !== null
    );
  };
  document.addEventListener(
    'input',
    (event) => {
      probe.inputAt = performance.now();
      probe.resultAt = 0;
      probe.target = String(event.target?.value ?? '')
        .trim()
        .split(/\s+/)
        .join(' ');
    },
    { capture: true },
  );
  new MutationObserver(() => {
    if (probe.inputAt && !probe.resultAt && answered()) probe.resultAt = performance.now();
  }).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-query'],
  });
}

/** Opens the search dialog on `path` and runs each query, one after the other. */
async function measureSearchDialog(browser, origin, path, queries) {
  const context = await browser.newContext({
    userAgent: READER_USER_AGENT,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.addInitScript((selector) => {
    window.__resultSelector = selector;
  }, RESULT_SELECTOR);
  await page.addInitScript(installSearchProbe);
  let fetched = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/pagefind/')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    fetched.push(transferSize(body, response.headers()['content-type'] ?? ''));
  });
  await page.goto(`${origin}${path}`);
  await page.waitForSelector(PAGE_HYDRATED_SELECTOR, { timeout: 30_000 });
  await page.keyboard.press('Control+K');
  const input = page.locator('[role="dialog"] input').first();
  await input.waitFor({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  const runtimeBytes = fetched.reduce((a, b) => a + b, 0);
  const results = [];
  for (const query of queries) {
    fetched = [];
    await input.fill('');
    await input.pressSequentially(query, { delay: 20 });
    await page.waitForFunction(() => window.__searchProbe.resultAt > 0, null, { timeout: 15_000 });
    await page.waitForTimeout(SETTLE_MS);
    const { inputAt, resultAt } = await page.evaluate(() => window.__searchProbe);
    results.push({ query, ms: resultAt - inputAt, bytes: fetched.reduce((a, b) => a + b, 0) });
  }
  await context.close();
  return {
    built: true,
    runtimeBytes,
    queries: results,
    medianMs: median(results.map((r) => r.ms)),
    maxBytes: Math.max(...results.map((r) => r.bytes)),
  };
}

/** Without a built bundle: the size of the index Pagefind would write for `distDir`. */
async function measureSearchIndex(distDir) {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`[site] bench: pagefind could not start: ${errors.join('; ')}`);
  await index.addDirectory({ path: distDir, glob: '**/index.html' });
  const { files } = await index.getFiles();
  await pagefind.close();
  const sizes = (pattern) =>
    files.filter((f) => pattern.test(f.path)).map((f) => f.content.byteLength);
  const indexChunks = sizes(/pf_index/);
  return {
    built: false,
    indexBytes: files.reduce((total, f) => total + f.content.byteLength, 0),
    indexChunkCount: indexChunks.length,
    largestIndexChunkBytes: Math.max(0, ...indexChunks),
  };
}

/** The dialog when the bundle exists, the Node-side index otherwise. */
export async function measureSearch(browser, origin, siteRoot, path, queries) {
  const distDir = join(siteRoot, 'dist');
  return existsSync(join(distDir, 'pagefind'))
    ? measureSearchDialog(browser, origin, path, queries)
    : measureSearchIndex(distDir);
}
