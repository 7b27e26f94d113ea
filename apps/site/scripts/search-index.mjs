// Builds the search index from the prerendered pages (run after scripts/prerender.mjs): Pagefind
// reads each page's <article data-pagefind-body> (title and product come from its attributes,
// sections from the headings' ids) and writes a chunked index to dist/pagefind/, which the search
// dialog loads in the browser. Only `a/b.html` is indexed, under its clean URL `/a/b`: the
// `a/b/index.html` copy, the home page and 404.html are left out.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const output = join(dist, 'pagefind');

/** Pages sent to the indexer at once. */
const PARALLEL_PAGES = 8;

// Parts of an article that are controls or live demos rather than words to find.
const EXCLUDE_SELECTORS = [
  '[data-code-copy-button]',
  '.code-block-copy',
  '.demo-preview',
  '.MuiToggleButtonGroup-root',
  '.Ad-root',
  '[role="status"]',
  '[aria-hidden="true"]',
];

// Pagefind writes its own search UIs too; the site has its own dialog, so they are not shipped.
const UNUSED_FILES = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;

function fail(message, errors) {
  console.error(`[site] search index: ${message}\n  ${errors.join('\n  ')}`);
  process.exit(1);
}

function directorySize(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? directorySize(path) : statSync(path).size);
  }, 0);
}

/**
 * The part of a page Pagefind reads: its article (with the title and product attributes) in a
 * bare document. The rest of the page (inlined styles, nav, header) is half its bytes, and Pagefind
 * would parse it only to skip it.
 */
function indexedPart(file) {
  const article = readFileSync(file, 'utf8').match(/<article\b[\s\S]*<\/article>/)?.[0] ?? '';
  return `<!doctype html><html lang="en"><body>${article}</body></html>`;
}

const started = performance.now();
const server = await import(pathToFileURL(join(root, 'dist-server/entry-server.js')).href);
const paths = server.allPagePaths();

const { index, errors } = await pagefind.createIndex({
  excludeSelectors: EXCLUDE_SELECTORS,
  forceLanguage: 'en',
});
if (!index) fail('Pagefind did not start', errors);

let indexed = 0;
const skipped = [];
// Several pages in flight at once: Pagefind's indexer (a separate process) parses them in
// parallel, and each round trip no longer waits for the one before.
const queue = [...paths];
async function indexNext() {
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    const added = await index.addHTMLFile({ url, content: indexedPart(join(dist, `${url}.html`)) });
    if (added.errors.length) fail(`cannot index ${url}`, added.errors);
    // A page without an indexable article (none today) is skipped by Pagefind; say which.
    if (added.file.uniqueWords > 0) indexed += 1;
    else skipped.push(url);
  }
}
await Promise.all(Array.from({ length: PARALLEL_PAGES }, indexNext));

rmSync(output, { recursive: true, force: true });
const written = await index.writeFiles({ outputPath: output });
if (written.errors.length) fail('cannot write the index', written.errors);
await pagefind.close();

for (const name of readdirSync(output)) {
  if (UNUSED_FILES.test(name)) rmSync(join(output, name));
}

const kb = Math.round(directorySize(output) / 1024);
console.log(
  `[site] search index: ${indexed} pages in ${Math.round(performance.now() - started)} ms, ${kb} kB in dist/pagefind/`,
);
if (skipped.length) console.warn(`[site] search index: nothing to index in ${skipped.join(', ')}`);
