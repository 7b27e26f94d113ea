import { describe, expect, inject, it } from 'vitest';
import { HYDRATED_SELECTOR, sharedTestBrowser } from './browser';
import { browserSweepPaths } from './siteFiles';

// Readers (and crawlers) without JavaScript get the prerendered HTML and nothing else.
const baseURL = inject('baseURL');
const PARALLEL_PAGES = 4;
/** A page's main content has at least this much text: the page itself, not a shell. */
const MIN_MAIN_TEXT = 150;
const tb = sharedTestBrowser();

const noScript = () => tb.browser.newContext({ javaScriptEnabled: false });

describe('with JavaScript disabled', () => {
  it(
    'every page shows its heading, its content and its navigation links',
    { timeout: 300_000 },
    async () => {
      const paths = browserSweepPaths();
      const queue = [...paths];
      const failures: string[] = [];
      let checked = 0;
      await Promise.all(
        Array.from({ length: PARALLEL_PAGES }, async () => {
          const context = await noScript();
          const page = await context.newPage();
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
            // The HTML is all there is: no need to wait for images.
            await page.goto(`${baseURL}${path}`, { waitUntil: 'domcontentloaded' });
            const h1 = page.locator('main').first().locator('h1').first();
            if (!(await h1.isVisible())) failures.push(`${path}: no visible h1 in main`);
            // The page's own main (a Toolpad demo renders a <main> of its own inside it).
            const text = (await page.locator('main').first().innerText()).trim();
            if (text.length < MIN_MAIN_TEXT) failures.push(`${path}: ${text.length} characters`);
            // Product pages carry their side nav, open at the page itself; the home page links
            // to the products; every page has the header's home link.
            if (path === '/') {
              const count = await page.locator('main a[href^="/"]').count();
              if (count < 3) failures.push(`${path}: ${count} links to the products`);
            } else if (!['/versions', '/production-error'].includes(path)) {
              const here = page.locator(`.site-nav a[href="${path}"]`);
              if (!(await here.isVisible())) failures.push(`${path}: the nav has no link to it`);
            }
            if ((await page.locator('header a[href="/"]').count()) === 0) {
              failures.push(`${path}: no home link in the header`);
            }
            checked += 1;
          }
          await context.close();
        }),
      );
      expect(failures).toEqual([]);
      expect(checked).toBe(paths.length);
      expect(paths.length).toBeGreaterThan(100);
    },
  );

  it('nav links are plain links that load the page they name', async () => {
    const context = await noScript();
    const page = await context.newPage();
    await page.goto(`${baseURL}/material-ui/react-button`);
    // Links in the side nav, then the header's home link.
    for (const name of ['Checkbox', 'Switch']) {
      const link = page.locator('.site-nav').getByRole('link', { name, exact: true });
      const href = await link.getAttribute('href');
      expect(href).toBe(`/material-ui/react-${name.toLowerCase()}`);
      await Promise.all([page.waitForURL(`${baseURL}${href}`), link.click()]);
      await page.getByRole('heading', { level: 1, name }).waitFor();
    }
    await Promise.all([page.waitForURL(`${baseURL}/`), page.locator('header a[href="/"]').click()]);
    // From the home page into a product.
    const productLink = page.locator('main a[href^="/joy-ui"]').first();
    const href = await productLink.getAttribute('href');
    await Promise.all([page.waitForURL(`${baseURL}${href}`), productLink.click()]);
    expect(await page.locator('main h1').count()).toBe(1);
    await context.close();
  });

  it("a page's table of contents is in its HTML, each entry a link to a heading on the page", async () => {
    const context = await noScript();
    const page = await context.newPage();
    // An MDX page, a generated API page and a page written as a component.
    const pages: [path: string, minimumEntries: number][] = [
      ['/material-ui/react-button', 4],
      ['/material-ui/api/button', 2],
      ['/versions', 6],
    ];
    for (const [path, minimumEntries] of pages) {
      await page.goto(`${baseURL}${path}`);
      const contents = page.getByRole('navigation', { name: 'Page table of contents' });
      await expect(contents.isVisible(), path).resolves.toBe(true);
      const targets = await contents
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(targets.length, path).toBeGreaterThanOrEqual(minimumEntries);
      for (const target of targets) {
        expect(target, path).toMatch(/^#./);
        expect(await page.locator(`main h2${target}, main h3${target}`).count(), target).toBe(1);
      }
    }
    await context.close();
  });

  it('code samples are readable as delivered: highlighted at build time', async () => {
    const context = await noScript();
    const page = await context.newPage();
    const response = await page.goto(`${baseURL}/material-ui/react-button`);
    expect(response?.status()).toBe(200);
    // Code samples are highlighted at build time, so they are readable as they are.
    const code = page.locator('main pre code').first();
    expect((await code.innerText()).length).toBeGreaterThan(20);
    // Coloured by token in the HTML itself (a class per token), no script needed.
    const tokens = page.locator('main pre.shiki span[class^="c-token-"]');
    expect(await tokens.count()).toBeGreaterThan(20);
    // The stylesheet colours the classes: a keyword is not the colour of plain code.
    const colourOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((node) => getComputedStyle(node).color);
    const keyword = await colourOf('main pre.shiki span.c-token-keyword');
    expect(keyword).toMatch(/^rgb\(/);
    expect(keyword).not.toBe(await colourOf('main pre.shiki'));
    expect(await page.locator(HYDRATED_SELECTOR).count()).toBe(0);
    await context.close();
  });
});
