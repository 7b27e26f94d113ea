// `pnpm bench`: builds the site, serves it, measures it, and prints one table; then does the same
// for a generated 1,000-page product built on its own (the docs shell and that product), and
// builds the same product at 10,000 pages. Exits non-zero naming every budget of DESIGN.md it
// missed.
//
// While developing, parts can be run alone:
//   node bench/run.mjs --only=real|synthetic|large   one of the sites (large: 10,000 pages)
//   node bench/run.mjs --no-build              measure the dist/ that is already there
//   node bench/run.mjs --no-lighthouse         skip the (slow) Lighthouse runs
// The same switches can come from DOCSHELL_BENCH_ARGS (turbo passes DOCSHELL_* variables through).
// A full run holds the fake ad network's port and rewrites dist/: never run two at once.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { timedBuild } from './lib/build.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { measureDemoEditor } from './lib/demoEditor.mjs';
import { measureNavigation } from './lib/navigation.mjs';
import { measureSearch } from './lib/search.mjs';
import { serveSite } from './lib/serve.mjs';
import { demoScripts, entryScripts, measureFirstVisit } from './lib/transfer.mjs';
import { formatTable, missedBudgets, reportRows } from './report.mjs';
import { removeSyntheticSite, writeSyntheticSite } from './synthetic.mjs';
import console from 'node:console';

const SITE_ROOT = join(import.meta.dirname, '..');
const RESULTS_DIR = join(SITE_ROOT, '.bench');

/**
 * Routes that stand for the site: demos, a generated API page, a guide, a site page, and MUI X's
 * heaviest demo libraries (a data grid, charts, date pickers), which load apart from their pages.
 */
export const ROUTES = [
  '/material-ui/react-button',
  '/material-ui/api/button',
  '/x/react-data-grid/overview',
  '/x/react-charts/overview',
  '/x/react-date-pickers/overview',
  '/material-ui/guides/server-rendering',
  '/versions',
];
/** Component pages next to each other in the side nav, for the navigation timing. */
export const NAVIGATION_ROUTES = [
  '/material-ui/react-button',
  '/material-ui/react-checkbox',
  '/material-ui/react-select',
  '/material-ui/react-switch',
  '/material-ui/react-text-field',
];
/** A page deep in the 1,000-entry tree, so most of its sections are collapsed. */
export const SYNTHETIC_ROUTE = '/synthetic/tables/card';
/** The scale the route tables must hold up at: JS before interaction as on the small site. */
export const LARGE_PAGE_COUNT = 10_000;
export const SEARCH_QUERIES = ['accordion', 'focus ring', 'reduced motion', 'breadcrumbs theme'];

function parseArgs(argv) {
  const args = new Set(argv);
  const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  return {
    real: !only || only === 'real',
    synthetic: !only || only === 'synthetic',
    large: !only || only === 'large',
    build: !args.has('--no-build'),
    lighthouse: !args.has('--no-lighthouse'),
  };
}

function log(message) {
  console.log(`[site] bench: ${message}`);
}

function pageCount() {
  const sitemap = readFileSync(join(SITE_ROOT, 'dist/sitemap.xml'), 'utf8');
  return sitemap.match(/<url>/g)?.length ?? 0;
}

async function lighthouseBoth(origin, route) {
  log(`Lighthouse ${route}`);
  const mobile = await runLighthouse(`${origin}${route}`, 'mobile');
  const desktop = await runLighthouse(`${origin}${route}`, 'desktop');
  return { route, mobile, desktop };
}

async function withServedSite(fn) {
  const site = await serveSite(SITE_ROOT);
  const chromium = await launchBrowser();
  try {
    const dist = join(SITE_ROOT, 'dist');
    const readScript = (path) => {
      try {
        return readFileSync(join(dist, path), 'utf8');
      } catch {
        return null;
      }
    };
    const entryPaths = entryScripts(readFileSync(join(dist, 'index.html'), 'utf8'), readScript);
    const assets = readdirSync(join(dist, 'assets'));
    const demoPathsOf = (route) =>
      demoScripts(readFileSync(join(dist, route, 'index.html'), 'utf8'), assets, readScript);
    return await fn({ origin: site.origin, browser: chromium.browser, entryPaths, demoPathsOf });
  } finally {
    await chromium.close();
    await site.close();
  }
}

/** A product's route table travels in its tree chunk (src/products/<product>/content.ts). */
const TREE_CHUNK = /\/assets\/content-[\w-]+\.js$/;

/**
 * A first visit twice: with data saver on, what the page itself needs (the budget); then as most
 * readers get it, with the pages of the links in view fetched ahead at idle (reported beside it).
 */
async function firstVisit(browser, origin, route, entryPaths, demoPaths) {
  const url = `${origin}${route}`;
  const measured = await measureFirstVisit(browser, url, {
    entryPaths,
    demoPaths,
    dataSaver: true,
  });
  const treeBytes = measured.responses
    .filter((r) => TREE_CHUNK.test(r.path))
    .reduce((total, r) => total + r.bytes, 0);
  const ownPaths = new Set(measured.responses.map((r) => r.path));
  const withAhead = await measureFirstVisit(browser, url, { entryPaths });
  const ahead = withAhead.responses.filter((r) => r.firstParty && !ownPaths.has(r.path));
  delete measured.responses;
  return {
    route,
    ...measured,
    treeBytes,
    aheadBytes: ahead.reduce((total, r) => total + r.bytes, 0),
    aheadFileCount: ahead.length,
  };
}

// The generated product is built on its own (build/productSelection.ts): its budget is the cost
// of 1,000 pages through the docs shell, which the real site's own build (reported on its own
// row) would otherwise swamp.
const GENERATED_ONLY = { DOCSHELL_PRODUCTS: 'synthetic' };

async function benchSynthetic(options) {
  const result = {};
  writeSyntheticSite();
  try {
    if (options.build) {
      log('building the 1,000-page site');
      result.build = await timedBuild(SITE_ROOT, GENERATED_ONLY);
    }
    result.pageCount = pageCount();
    await withServedSite(async ({ origin, browser, entryPaths }) => {
      if (options.lighthouse) result.lighthouse = await lighthouseBoth(origin, SYNTHETIC_ROUTE);
      result.transfer = [await firstVisit(browser, origin, SYNTHETIC_ROUTE, entryPaths)];
      log('search');
      result.search = await measureSearch(
        browser,
        origin,
        SITE_ROOT,
        SYNTHETIC_ROUTE,
        SEARCH_QUERIES,
      );
    });
  } finally {
    removeSyntheticSite();
  }
  return result;
}

/** The generated product at 10,000 pages: what the site's size costs a reader, and the build. */
async function benchLarge(options) {
  const result = {};
  writeSyntheticSite({ pageCount: LARGE_PAGE_COUNT });
  try {
    log(`building the ${LARGE_PAGE_COUNT.toLocaleString('en')}-page site`);
    result.build = await timedBuild(SITE_ROOT, GENERATED_ONLY);
    result.pageCount = pageCount();
    await withServedSite(async ({ origin, browser, entryPaths }) => {
      if (options.lighthouse) result.lighthouse = await lighthouseBoth(origin, SYNTHETIC_ROUTE);
      result.transfer = [await firstVisit(browser, origin, SYNTHETIC_ROUTE, entryPaths)];
    });
  } finally {
    removeSyntheticSite();
  }
  return result;
}

async function benchReal(options) {
  const result = {};
  if (options.build) {
    log('building the site');
    result.build = await timedBuild(SITE_ROOT);
  }
  result.pageCount = pageCount();
  await withServedSite(async ({ origin, browser, entryPaths, demoPathsOf }) => {
    if (options.lighthouse) {
      result.lighthouse = [];
      for (const route of ROUTES) result.lighthouse.push(await lighthouseBoth(origin, route));
    }
    result.transfer = [];
    for (const route of ROUTES) {
      result.transfer.push(
        await firstVisit(browser, origin, route, entryPaths, demoPathsOf(route)),
      );
    }
    log('client navigation');
    result.navigation = {
      route: `${NAVIGATION_ROUTES[0]} ↔ ${NAVIGATION_ROUTES.length - 1} others`,
      ...(await measureNavigation(browser, origin, NAVIGATION_ROUTES)),
    };
    log('demo editor, first use');
    result.demoEditor = await measureDemoEditor(browser, origin);
  });
  return result;
}

async function main() {
  const options = parseArgs([
    ...process.argv.slice(2),
    ...(process.env.DOCSHELL_BENCH_ARGS ?? '').split(/\s+/).filter(Boolean),
  ]);
  // Never leave the generated product behind, even when interrupted.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      removeSyntheticSite();
      process.exit(130);
    });
  }
  const results = {
    startedAt: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverage: loadavg()[0] },
  };
  // The generated site first, so dist/ ends up holding the real site.
  if (options.synthetic) results.synthetic = await benchSynthetic(options);
  if (options.large) results.large = await benchLarge(options);
  if (options.real) results.real = await benchReal(options);
  results.machine.loadAverageAtEnd = loadavg()[0];

  const rows = reportRows(results);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `bench-${results.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ ...results, rows }, null, 2));
  console.log(
    `\n${formatTable(rows)}\n\n${results.machine.cpus} cores, load average ${results.machine.loadAverage.toFixed(1)} → ${results.machine.loadAverageAtEnd.toFixed(1)}. Sizes are gzip, 1 kB = 1,000 bytes. Lighthouse runs with its own user agent (the ad slot shows its bot placeholder); the byte counts use a reader's. Figures saved in ${file}.`,
  );
  const missed = missedBudgets(rows);
  if (missed.length > 0) {
    console.error(
      `\n[site] bench: ${missed.length} budget(s) missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error) => {
    removeSyntheticSite();
    console.error(error);
    process.exit(1);
  });
}
