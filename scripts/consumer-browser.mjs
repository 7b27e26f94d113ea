// The consumer app's prerendered pages in Chromium: content, hydration, nav, client-side
// navigation, copy, ads, colour mode without a flash, language switch and the custom analytics
// sender, with no console error.
// The callbacks passed to page.evaluate run in the page, where these exist.
/* global document, getComputedStyle, window */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { launchChromium, READER_USER_AGENT } from '../apps/site/scripts/chromium.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  // Next's static export: the router fetches a page's data as text/plain.
  '.txt': 'text/plain; charset=utf-8',
};
// The in-house ads the consumer app configures links for.
const IN_HOUSE_LINKS = ['/store/templates/', '/store/themes/', '/store/figma/'];

/**
 * Serves a static build the way a static host does: `/a/b` and `/a/b/` from `a/b/index.html`, or
 * from `a/b.html` when there is none (Next's static export).
 */
function serveStatic(dir) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) file = `${join(dir, path).replace(/[/\\]+$/, '')}.html`;
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Runs every browser check against `distDir`; returns `{ passed, failures }`. `scripts`: the URL
 * pattern of the app's own scripts, blocked to show the no-flash script paints alone.
 */
export async function runBrowserChecks(distDir, { scripts = '**/assets/*.js' } = {}) {
  const server = await serveStatic(distDir);
  const origin = `http://127.0.0.1:${server.address().port}`;
  // playwright gives every launch a fresh temporary profile and removes it on close.
  const browser = await launchChromium();
  const checks = [];
  const check = (name, ok, detail = '') => checks.push({ name, ok: Boolean(ok), detail });
  try {
    const context = await browser.newContext({ userAgent: READER_USER_AGENT });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const events = [];
    await context.route('**/api/events', async (route) => {
      events.push(JSON.parse(route.request().postData() ?? '{}'));
      await route.fulfill({ status: 204 });
    });
    // Short waits: a working page answers in well under a second.
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    // The prerendered HTML already holds the page, before any script runs.
    const response = await page.goto(`${origin}/getting-started/installation/`);
    const prerendered = await response.text();
    check(
      'prerendered HTML holds the heading, the nav and the copy button',
      prerendered.includes('<h1>Installation</h1>') &&
        prerendered.includes('aria-current="page"') &&
        prerendered.includes('aria-label="Copy the code"'),
    );
    await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
    check(
      'the page is visible: heading and code',
      (await page.getByRole('heading', { level: 1, name: 'Installation' }).isVisible()) &&
        (await page.getByText('npm install @acme/ui').isVisible()),
    );
    const current = page.locator('nav a[aria-current="page"]');
    check(
      'the side nav marks the active page',
      (await current.count()) === 1 && (await current.textContent()) === 'Installation',
      await current.allTextContents().then((texts) => texts.join(', ')),
    );
    const ad = page.locator('.Ad-root');
    await ad.locator('img').first().waitFor({ timeout: 5000 });
    const adLink = await ad.locator('a').first().getAttribute('href');
    const adImageLoaded = await ad
      .locator('img')
      .first()
      .evaluate((img) =>
        img.complete
          ? img.naturalWidth > 0
          : new Promise((resolve) => {
              img.addEventListener('load', () => resolve(img.naturalWidth > 0));
              img.addEventListener('error', () => resolve(false));
            }),
      );
    check(
      'the ad slot shows an in-house ad with its image',
      IN_HOUSE_LINKS.includes(adLink) &&
        adImageLoaded &&
        (await ad.textContent()).includes('ad by Acme UI'),
      `${adLink}, image loaded: ${adImageLoaded}`,
    );

    await page.getByRole('button', { name: 'Copy the code' }).click();
    await page.getByRole('button', { name: 'Copy the code' }).getByText('Copied').waitFor();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    check(
      'the copy button copies the code',
      clipboard === 'npm install @acme/ui @emotion/react @emotion/styled',
      clipboard,
    );
    const names = () =>
      events.map(
        (event) => `${event.name}:${event.params?.eventAction ?? event.params?.page_location}`,
      );
    await waitFor(() => events.some((event) => event.name === 'copy'));
    check(
      'the custom sender received the page view and the copy',
      names().includes('page_view:/getting-started/installation') &&
        events.some(
          (event) =>
            event.name === 'copy' &&
            event.params.eventAction === 'click' &&
            event.params.eventLabel === 'shell',
        ),
      names().join(', '),
    );

    // A side-nav click swaps the page in place: the document, and this marker on it, survive.
    const documentLoads = [];
    const onRequest = (request) => {
      if (request.resourceType() === 'document') documentLoads.push(request.url());
    };
    page.on('request', onRequest);
    await page.evaluate(() => {
      window.__consumerMarker = 'set before the click';
    });
    await page.locator('nav').getByRole('link', { name: 'Usage' }).click();
    await page.waitForURL('**/getting-started/usage');
    await page.getByRole('heading', { level: 1, name: 'Usage' }).waitFor();
    const marker = await page.evaluate(() => window.__consumerMarker);
    const activeAfterClick = await page.locator('nav a[aria-current="page"]').allTextContents();
    page.off('request', onRequest);
    check(
      'a side-nav click navigates in place (no document load) and the nav follows',
      marker === 'set before the click' &&
        documentLoads.length === 0 &&
        activeAfterClick.join() === 'Usage' &&
        (await page.getByText("import { Button } from '@acme/ui';").isVisible()),
      `marker: ${marker}, documents: ${documentLoads.join(' ') || 'none'}, active: ${activeAfterClick.join(', ')}`,
    );

    await page.getByRole('button', { name: 'Français' }).click();
    const frenchButton = page.getByRole('button', { name: 'Copier le code' });
    await frenchButton.getByText('(ou Ctrl + C)').waitFor({ timeout: 5000 });
    check(
      'the language switch translates the nav and the copy button',
      await page.locator('nav').getByRole('button', { name: 'Premiers pas' }).isVisible(),
    );

    await page.getByRole('button', { name: 'Mode sombre' }).click();
    check(
      'the colour mode switch stores dark',
      (await page.evaluate(() =>
        document.documentElement.getAttribute('data-mui-color-scheme'),
      )) === 'dark' && (await page.evaluate(() => localStorage.getItem('mui-mode'))) === 'dark',
    );

    // A collapsed section renders its links once opened. The navigation happens in place, so the
    // reader's language choice stays.
    await page.locator('nav').getByRole('button', { name: 'Composants' }).click();
    await page.locator('nav').getByRole('link', { name: 'Boutons' }).click();
    await page.waitForURL('**/components/buttons');
    await page.getByRole('heading', { level: 1, name: 'Boutons' }).waitFor();
    check(
      'after a navigation the nav marks the new page and its badge',
      (await page.locator('nav a[aria-current="page"]').textContent()).startsWith('Boutons') &&
        (await page.locator('nav').getByText('New').isVisible()),
    );
    check('no console errors or uncaught exceptions', errors.length === 0, errors.join(' | '));

    // No flash: with the app's script never running, the inline script alone must paint dark.
    const bare = await browser.newContext({ userAgent: READER_USER_AGENT });
    await bare.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
    await bare.route(scripts, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    const barePage = await bare.newPage();
    await barePage.goto(`${origin}/getting-started/usage/`);
    const paint = await barePage.evaluate(() => ({
      scheme: document.documentElement.getAttribute('data-mui-color-scheme'),
      bodyClass: document.body.className,
      background: getComputedStyle(document.body).backgroundColor,
      hydrated: document.documentElement.hasAttribute('data-hydrated'),
    }));
    check(
      'the no-flash script paints a stored dark mode before the app runs',
      paint.scheme === 'dark' &&
        paint.bodyClass.includes('mode-dark') &&
        !paint.hydrated &&
        isDark(paint.background),
      JSON.stringify(paint),
    );
    await bare.close();
    await context.close();
  } catch (error) {
    check('browser checks ran to the end', false, String(error.message).split('\n')[0]);
  } finally {
    await browser.close();
    server.close();
  }
  return {
    passed: checks.filter((c) => c.ok).length,
    failures: checks
      .filter((c) => !c.ok)
      .map((c) => `${c.name}${c.detail ? ` (${c.detail})` : ''}`),
  };
}

/** True for an rgb() colour darker than mid-grey. */
function isDark(color) {
  const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
  return r + g + b < 3 * 128;
}

async function waitFor(condition, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
}
