// The search index, built while the prerender writes the pages (scripts/prerender.mjs): Pagefind
// reads each page's <article data-pagefind-body> (title and product come from its attributes,
// sections from the headings' ids) and writes a chunked index to dist/pagefind/, which the search
// dialog loads in the browser. Pages are indexed under their clean URL `/a/b`; the home page and
// 404.html are left out. Each prop of an API page is a record of its own besides
// (src/api/apiSearchRecords.ts).
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

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

function failure(message, errors) {
  return new Error(`[site] search index: ${message}\n  ${errors.join('\n  ')}`);
}

function directorySize(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? directorySize(path) : statSync(path).size);
  }, 0);
}

/**
 * The part of a page Pagefind reads: its article (with the title and product attributes) in a
 * bare document, or undefined for a page without one. The rest of the page (inlined styles, nav,
 * header) is half its bytes, and Pagefind would parse it only to skip it.
 */
export function indexedPart(html) {
  const article = html.match(/<article\b[\s\S]*<\/article>/)?.[0];
  return article && `<!doctype html><html lang="en"><body>${article}</body></html>`;
}

/**
 * Starts Pagefind's indexer (a process of its own, so it indexes while the prerender renders).
 * `add` takes a page's indexedPart as soon as it is rendered (a page without one is left out and
 * named); `addRecord` adds a result that is not a page (Pagefind's custom record: URL, text, meta
 * and filters); `finish` waits for every page and record and writes the index to `output`,
 * returning how many of each it holds and the pages left out; `cancel` stops the indexer when the
 * build fails.
 */
export async function startSearchIndex(output) {
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: EXCLUDE_SELECTORS,
    forceLanguage: 'en',
  });
  if (!index) throw failure('Pagefind did not start', errors);

  const added = [];
  const records = [];
  const skipped = [];
  function checkedAdd(list, url, adding) {
    const entry = adding.then(({ errors: addErrors }) => {
      if (addErrors.length) throw failure(`cannot index ${url}`, addErrors);
    });
    // Reported by finish(), not as an unhandled rejection before it is called.
    entry.catch(() => undefined);
    list.push(entry);
  }
  return {
    add(url, content) {
      if (content === undefined) {
        skipped.push(url);
        return;
      }
      checkedAdd(added, url, index.addHTMLFile({ url, content }));
    },
    /** A result that is no page of its own (a prop of an API page): its URL, text, title, filters. */
    addRecord(record) {
      checkedAdd(records, record.url, index.addCustomRecord({ ...record, language: 'en' }));
    },
    cancel: () => pagefind.close(),
    async finish() {
      try {
        await Promise.all([...added, ...records]);
        rmSync(output, { recursive: true, force: true });
        const written = await index.writeFiles({ outputPath: output });
        if (written.errors.length) throw failure('cannot write the index', written.errors);
        for (const name of readdirSync(output)) {
          if (UNUSED_FILES.test(name)) rmSync(join(output, name));
        }
        return {
          indexed: added.length,
          records: records.length,
          skipped,
          kilobytes: Math.round(directorySize(output) / 1024),
        };
      } finally {
        await pagefind.close();
      }
    },
  };
}
