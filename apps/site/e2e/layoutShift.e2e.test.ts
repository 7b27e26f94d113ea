import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, READER_USER_AGENT, sharedTestBrowser } from './browser';
import { layoutShifts, recordLayoutShifts } from './layoutShifts';
import { pageHtml } from './siteFiles';

// Cumulative layout shift from the first byte on: the prerendered page is what the reader sees
// first, so the page hydrating, the fonts and styles settling, the contents column appearing and
// the ad loading (through the fake network) must not move it. Lighthouse's CLS budget is 0.
const baseURL = inject('baseURL');
const ROUTES = [
  '/',
  '/material-ui/react-button',
  '/material-ui/api/button',
  '/x/react-data-grid/overview',
  '/material-ui/guides/server-rendering',
  '/versions',
];
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
/** After the ad has rendered: time for its image and any late style to land. */
const SETTLE_MS = 1500;
const SECOND_PART_DELAY_MS = 400;
const tb = sharedTestBrowser();

describe('layout shift from first paint', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`is zero on every sample route: ${name}, ${colorScheme}`, async () => {
        const context = await tb.browser.newContext({
          viewport,
          colorScheme,
          userAgent: READER_USER_AGENT,
        });
        const page = await context.newPage();
        await recordLayoutShifts(page);
        const failures: string[] = [];
        for (const route of ROUTES) {
          await gotoHydrated(page, `${baseURL}${route}?adMode=ok&adShape=image`);
          // Where the page has an ad slot, the network's ad must have rendered in it: the shift
          // it could cause is what is being measured.
          if (await page.locator('.Ad-root').count()) {
            await page.locator('.Ad-root[data-ga-event-label^="network-"]').first().waitFor();
          }
          await page.waitForTimeout(SETTLE_MS);
          const { cls, shifts } = await layoutShifts(page);
          if (cls > 0) failures.push(`${route}: CLS ${cls.toFixed(4)}: ${shifts.join(' | ')}`);
        }
        await context.close();
        expect(failures).toEqual([]);
      });
    }
  }
});

describe('a page arriving in parts', () => {
  it('is not painted before the whole page has been parsed', async () => {
    // A slow network delivers the HTML in pieces and the browser would paint what it has: half a
    // header or half a code block, which then moves as the rest arrives. The page asks the
    // browser (rel=expect) to wait for the end of the app's HTML. Served here in two parts, the
    // second 400 ms after the first, cut inside the header.
    const html = pageHtml('/x/react-data-grid/overview');
    const cut = html.indexOf('DocsNav-menuAnchor');
    expect(cut).toBeGreaterThan(0);
    const server = createServer((request, response) => {
      if (request.url !== '/') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), SECOND_PART_DELAY_MS);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const context = await tb.browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __firstFrameHadEnd?: boolean };
      requestAnimationFrame(() => {
        w.__firstFrameHadEnd = document.getElementById('app-end') !== null;
      });
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => '__firstFrameHadEnd' in window);
    const firstFrameHadEnd = await page.evaluate(
      () => (window as unknown as { __firstFrameHadEnd: boolean }).__firstFrameHadEnd,
    );
    await context.close();
    await new Promise((resolve) => server.close(resolve));
    expect(firstFrameHadEnd).toBe(true);
  });
});
