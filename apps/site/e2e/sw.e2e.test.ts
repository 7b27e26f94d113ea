import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoHydrated, HYDRATED_SELECTOR } from './browser';
import { launchChromium } from '../scripts/chromium.mjs';
import { distDir } from './siteFiles';

/*
 * The worker registers only on the configured production origin (VITE_PRODUCTION_ORIGIN at build
 * time, https://docs.example.com by default). Rather than a second build, this file serves the
 * same dist/ as that origin: a second `vite preview` (with a throw-away self-signed certificate
 * for an https origin) and a Chromium whose host resolver maps the production host to it. The
 * page's location.origin is then exactly the configured origin, as in production, while the
 * shared preview on 127.0.0.1:<random port> plays a preview host. The second server can also
 * "deploy" a changed sw.js and drop every connection (offline).
 */
const baseURL = inject('baseURL');
const PAGE = '/material-ui/react-button';
const SECOND_PAGE_LINK = 'Checkbox';
const UNVISITED_PAGE = '/joy-ui/getting-started/installation';

/** The production origin this dist/ was built for, from the robots.txt the prerender wrote. */
function builtProductionOrigin(): URL {
  const robots = readFileSync(join(distDir, 'robots.txt'), 'utf8');
  const sitemap = robots.match(/^Sitemap: (\S+)$/m)?.[1];
  if (!sitemap) throw new Error('[site] dist/robots.txt names no sitemap: rebuild the site');
  return new URL(new URL(sitemap).origin);
}

const production = builtProductionOrigin();
const origin = production.origin;
const state = {
  offline: false,
  deployedWorker: undefined as string | undefined,
  /** A path the server answers only once `release` is called. */
  held: undefined as { path: string; released: Promise<void> } | undefined,
};
let server: PreviewServer;
let browser: Browser;
let certDir: string;

beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'docshell-sw-cert-'));
  let https: { key: Buffer; cert: Buffer } | undefined;
  if (production.protocol === 'https:') {
    execFileSync('openssl', [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
      ...['-nodes', '-days', '1', '-subj', `/CN=${production.hostname}`],
      ...['-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem')],
    ]);
    https = {
      key: readFileSync(join(certDir, 'key.pem')),
      cert: readFileSync(join(certDir, 'cert.pem')),
    };
  }
  // A host name is mapped to a free port; a loopback address can only be served on its own port.
  const literal = isIP(production.hostname.replace(/^\[|\]$/g, '')) !== 0;
  const fixedPort = literal || production.hostname === 'localhost';
  server = await preview({
    root: new URL('..', import.meta.url).pathname,
    logLevel: 'error',
    plugins: [
      {
        name: 'test-production-host',
        configurePreviewServer(preview) {
          preview.middlewares.use((req, res, next) => {
            if (state.offline) {
              req.socket.destroy();
              return;
            }
            const held = state.held;
            if (held && req.url === held.path) {
              void held.released.then(() => next());
              return;
            }
            if (req.url === '/sw.js' && state.deployedWorker !== undefined) {
              res.setHeader('Content-Type', 'text/javascript');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(state.deployedWorker);
              return;
            }
            next();
          });
        },
      },
    ],
    preview: {
      host: fixedPort ? production.hostname : '127.0.0.1',
      port: fixedPort ? Number(production.port || (https ? 443 : 80)) : 0,
      strictPort: true,
      https,
      open: false,
    },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('[site] no port for the server');
  const args: string[] = [];
  if (!fixedPort)
    args.push(`--host-resolver-rules=MAP ${production.hostname} 127.0.0.1:${address.port}`);
  if (https) args.push('--ignore-certificate-errors');
  else if (!fixedPort) args.push(`--unsafely-treat-insecure-origin-as-secure=${origin}`);
  browser = await launchChromium(args);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(certDir, { recursive: true, force: true });
});

async function newContext(): Promise<BrowserContext> {
  state.offline = false;
  state.deployedWorker = undefined;
  state.held = undefined;
  return browser.newContext({ ignoreHTTPSErrors: true });
}

/** Resolves once a worker controls the page (public/sw.js claims its clients on activation). */
const waitForControl = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 15_000,
  });

/**
 * Paths of the files this page loaded (and the given pages) that no cache holds yet. The worker
 * caches in the background; waiting on this rather than on a timer keeps a slow machine honest.
 */
const uncached = (page: Page, pages: string[]) =>
  page.evaluate(async (pages) => {
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(`${location.origin}/assets/`));
    const missing: string[] = [];
    for (const url of new Set([...pages.map((path) => location.origin + path), ...files])) {
      if (!(await caches.match(url, { ignoreVary: true }))) missing.push(new URL(url).pathname);
    }
    return missing;
  }, pages);

describe('service worker', () => {
  it('registers on the configured production origin and takes control of the page', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await gotoHydrated(page, `${origin}${PAGE}`);
    expect(await page.evaluate(() => location.origin)).toBe(origin);
    const scriptURL = await page.evaluate(() =>
      navigator.serviceWorker.ready.then((registration) => registration.active!.scriptURL),
    );
    expect(scriptURL).toBe(`${origin}/sw.js`);
    await waitForControl(page);
    await context.close();
  });

  it('does not register on another host, localhost included', async () => {
    const port = new URL(baseURL).port;
    for (const other of [baseURL, `http://localhost:${port}`]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const workerRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/sw.js') workerRequests.push(request.url());
      });
      await gotoHydrated(page, `${other}${PAGE}`);
      await page.waitForLoadState('load');
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
      expect(workerRequests).toEqual([]);
      await context.close();
    }
  });

  it('caches a file the page was still loading when the worker took control', async () => {
    const context = await newContext();
    const file = readdirSync(join(distDir, 'assets')).find((name) =>
      name.startsWith('ProductionErrorPage-'),
    );
    if (!file) throw new Error('[site] no ProductionErrorPage chunk in dist/assets');
    const path = `/assets/${file}`;
    let release!: () => void;
    state.held = { path, released: new Promise<void>((resolve) => (release = resolve)) };
    // Requested as the page starts, answered only after a worker controls the page: neither
    // the worker nor a list of files taken when it became active sees it.
    await context.addInitScript((path) => void fetch(path), path);
    const page = await context.newPage();
    await gotoHydrated(page, `${origin}${PAGE}`);
    await waitForControl(page);
    const isCached = () =>
      page.evaluate((path) => caches.match(path, { ignoreVary: true }).then(Boolean), path);
    expect(await isCached()).toBe(false);
    release();
    await expect.poll(isCached, { timeout: 15_000 }).toBe(true);
    await expect.poll(() => uncached(page, [PAGE]), { timeout: 15_000 }).toEqual([]);
    await context.close();
  });

  it('keeps visited pages readable offline', { timeout: 60_000 }, async () => {
    const context = await newContext();
    const page = await context.newPage();
    await gotoHydrated(page, `${origin}${PAGE}`);
    await waitForControl(page);
    // A page reached by client navigation: only its chunk is fetched, through the worker.
    await page
      .locator('.site-nav')
      .getByRole('link', { name: SECOND_PAGE_LINK, exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: SECOND_PAGE_LINK }).waitFor();
    const secondPath = new URL(page.url()).pathname;
    await expect.poll(() => uncached(page, ['/', PAGE]), { timeout: 15_000 }).toEqual([]);
    state.offline = true;

    await page.reload();
    await page.getByRole('heading', { level: 1, name: SECOND_PAGE_LINK }).waitFor();
    await gotoHydrated(page, `${origin}${PAGE}`);
    await page.getByRole('heading', { level: 1, name: 'Button' }).waitFor();
    expect(await page.locator('.site-nav a').count()).toBeGreaterThan(5);
    expect(new URL(page.url()).pathname).toBe(PAGE);
    expect(secondPath).not.toBe(PAGE);

    // A page never visited cannot be shown offline, but the reader gets a page, not a blank.
    await page.goto(`${origin}${UNVISITED_PAGE}`);
    await page
      .getByRole('heading', { level: 1, name: /This page could not be shown|You are offline/ })
      .waitFor({ timeout: 15_000 });
    await context.close();
  });

  it(
    'tells a new worker to skip waiting, then reloads once, only when the page has focus',
    { timeout: 60_000 },
    async () => {
      const context = await newContext();
      // Focus is the reader's: stand in for "the reader is in another window" with a switch.
      await context.addInitScript(() => {
        const w = window as unknown as { __testFocus: boolean };
        w.__testFocus = true;
        Document.prototype.hasFocus = () => w.__testFocus;
      });
      const page = await context.newPage();
      let loads = 0;
      page.on('load', () => {
        loads += 1;
      });
      await gotoHydrated(page, `${origin}${PAGE}`);
      await waitForControl(page);
      // The update flow runs for pages a worker controlled when they loaded.
      await page.reload();
      await page.waitForSelector(HYDRATED_SELECTOR);
      await waitForControl(page);
      const loadsBefore = loads;

      await page.evaluate(() => {
        const w = window as unknown as { __testFocus: boolean; __states: string[] };
        w.__testFocus = false;
        w.__states = [];
        void navigator.serviceWorker.getRegistration().then((registration) => {
          registration!.addEventListener('updatefound', () => {
            const worker = registration!.installing!;
            worker.addEventListener('statechange', () => w.__states.push(worker.state));
          });
        });
      });
      // Deploy: a byte-different sw.js at the same URL.
      const current = readFileSync(join(distDir, 'sw.js'), 'utf8');
      state.deployedWorker = `${current}\n// deploy ${Date.now()}\n`;
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration!.update()),
      );
      // It installs, waits (the old worker controls this page), is told to skip waiting, activates.
      const states = () =>
        page.evaluate(() => (window as unknown as { __states: string[] }).__states);
      await expect
        .poll(states, { timeout: 15_000 })
        .toEqual(['installed', 'activating', 'activated']);
      // No reload while the reader is elsewhere.
      await page.waitForTimeout(1500);
      expect(loads).toBe(loadsBefore);

      await page.evaluate(() => {
        (window as unknown as { __testFocus: boolean }).__testFocus = true;
      });
      await expect.poll(() => loads, { timeout: 5000 }).toBe(loadsBefore + 1);
      await page.waitForSelector(HYDRATED_SELECTOR);
      // One reload, not a loop.
      await page.waitForTimeout(1500);
      expect(loads).toBe(loadsBefore + 1);
      await waitForControl(page);
      await context.close();
    },
  );
});
