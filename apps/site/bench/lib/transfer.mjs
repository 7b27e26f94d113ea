// What a first visit downloads: every response until the page has loaded, hydrated and gone
// quiet, each body gzipped (as a static host serves it) and sorted into first-party JS, other
// first-party files and third-party files.
import { Buffer } from 'node:buffer';
import { gzipSync } from 'node:zlib';
import {
  HYDRATED_MARK,
  HYDRATED_SELECTOR,
  PAGE_HYDRATED_SELECTOR,
  READER_USER_AGENT,
} from './browser.mjs';
import { URL } from 'node:url';

/* global performance */ // in page.evaluate, in the browser
const QUIET_MS = 1000;

/** The gzip size of a body: what a compressing host sends for text, the bytes as-is otherwise. */
export function transferSize(body, contentType = '') {
  return /text|javascript|json|xml|svg/.test(contentType) ? gzipSync(body).length : body.length;
}

/**
 * The shell every route pays for: the scripts the entry HTML loads (its module script and
 * modulepreloads) and the app chunks that script imports after the first paint (src/boot.ts),
 * which Vite lists in the script's `__vite__mapDeps`. Anything else a route loads is its own.
 * `readScript(path)` returns a script's text, or null.
 */
export function entryScripts(html, readScript = () => null) {
  const paths = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const src = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1];
    if ((isScript || isPreload) && src) paths.add(src);
  }
  for (const path of [...paths]) {
    const deps = readScript(path)?.match(/__vite__mapDeps=[^\]]*\]/)?.[0] ?? '';
    for (const dep of deps.matchAll(/"(assets\/[^"]+\.js)"/g)) paths.add(`/${dep[1]}`);
  }
  return paths;
}

/**
 * The scripts of the live demos a page shows from other libraries than the site's own (a data
 * grid, charts…), which load apart from the page (src/demos/lazyDemo.tsx): each demo's chunk,
 * named after the demo, and every chunk it imports. `html` is the page's prerendered HTML,
 * `assets` the file names in dist/assets, `readScript(path)` a script's text or null. The shell
 * and the page share some of these (React, MUI): the caller counts only what they did not load.
 */
export function demoScripts(html, assets, readScript = () => null) {
  const names = new Set([...html.matchAll(/data-demo="([A-Za-z0-9_]+)"/g)].map((m) => m[1]));
  const pending = assets
    .filter((file) => {
      const match = file.match(/^([A-Za-z0-9_]+)-[\w-]{8}\.js$/);
      return match && names.has(match[1]);
    })
    .map((file) => `/assets/${file}`);
  const paths = new Set();
  while (pending.length) {
    const path = pending.pop();
    if (paths.has(path)) continue;
    paths.add(path);
    for (const match of (readScript(path) ?? '').matchAll(
      /\b(?:from|import)\s*"\.\/([\w.-]+\.js)"/g,
    )) {
      pending.push(`/assets/${match[1]}`);
    }
  }
  return paths;
}

/**
 * Splits `scripts` into those requested before the page became interactive (what interaction
 * waited for: the budget) and those requested after (features loaded lazily once it was).
 * `startTimes` maps a URL to its request start, `hydratedAt` is the hydration mark's time; a
 * script with no known start counts as before.
 */
export function splitAtHydration(scripts, startTimes, hydratedAt) {
  const before = [];
  const after = [];
  for (const script of scripts) {
    const start = startTimes.get(script.url);
    (start !== undefined && start >= hydratedAt ? after : before).push(script);
  }
  return { before, after };
}

/**
 * Loads `url` in a fresh context and sums what it downloaded before going quiet: all of it for
 * the transfer, its scripts split at the moment the page became interactive. With `dataSaver`
 * the browser says the reader saves data, so the site fetches nothing ahead of a click
 * (src/routing/idlePrefetch.ts): what is left is what the page itself needs.
 */
export async function measureFirstVisit(
  browser,
  url,
  { entryPaths, demoPaths = new Set(), dataSaver = false },
) {
  const origin = new URL(url).origin;
  const context = await browser.newContext({
    userAgent: READER_USER_AGENT,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  if (dataSaver) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  }
  const pending = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const request = response.request();
        const body = await response.body().catch(() => Buffer.alloc(0));
        const type = response.headers()['content-type'] ?? '';
        return {
          url: response.url(),
          path: new URL(response.url()).pathname,
          firstParty: response.url().startsWith(origin),
          script: request.resourceType() === 'script',
          bytes: transferSize(body, type),
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(HYDRATED_SELECTOR, { timeout: 30_000 });
  // The page's own content hydrates after the shell, from chunks fetched once the shell is done.
  await page.waitForSelector(PAGE_HYDRATED_SELECTOR, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  const timing = await page.evaluate((mark) => {
    const hydration = performance.getEntriesByName(mark)[0];
    const starts = performance.getEntriesByType('resource').map((e) => [e.name, e.startTime]);
    return { hydratedAt: hydration ? hydration.startTime : null, starts };
  }, HYDRATED_MARK);
  const responses = await Promise.all(pending);
  await context.close();
  if (timing.hydratedAt === null) {
    throw new Error(`[site] bench: ${url} set no "${HYDRATED_MARK}" mark`);
  }
  const ours = responses.filter((r) => r.firstParty);
  const { before: scripts, after: lazyScripts } = splitAtHydration(
    ours.filter((r) => r.script),
    new Map(timing.starts),
    timing.hydratedAt,
  );
  const routeScripts = scripts.filter((r) => !entryPaths.has(r.path));
  const sum = (list) => list.reduce((total, r) => total + r.bytes, 0);
  return {
    jsBytes: sum(scripts),
    entryJsBytes: sum(scripts.filter((r) => entryPaths.has(r.path))),
    routeJsBytes: sum(routeScripts),
    largestRouteChunk: routeScripts.reduce(
      (largest, r) => (r.bytes > largest.bytes ? r : largest),
      { path: '', bytes: 0 },
    ),
    firstPartyBytes: sum(ours),
    thirdPartyBytes: sum(responses.filter((r) => !r.firstParty)),
    scriptCount: scripts.length,
    lazyJsBytes: sum(lazyScripts),
    // What the page's demos from other libraries cost on top of the shell and the page.
    demoLibraryBytes: sum(lazyScripts.filter((r) => demoPaths.has(r.path))),
    lazyScriptCount: lazyScripts.length,
    responses,
  };
}
