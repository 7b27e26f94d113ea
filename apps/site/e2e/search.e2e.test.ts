import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, sharedTestBrowser } from './browser';
import { distDir, pageHtml, sitemapPaths } from './siteFiles';

const baseURL = inject('baseURL');
const tb = sharedTestBrowser();

// "Helvetica" is written in the body of one page's "Font family" section (in the default font
// stack); "tertiary" only in Joy UI's pages (its Button page and a prop of its API), so a
// Material UI page does not list it.
const MATERIAL_PAGE = '/material-ui/getting-started/overview';
const WORD = 'helvetica';
const WORD_PAGE = { title: 'Typography', url: '/material-ui/customization/typography#font-family' };
/** That page's chunk (named after its MDX file). */
const WORD_PAGE_CHUNK = /^\/assets\/typography-[\w-]{8}\.js$/;
const JOY_WORD = 'tertiary';
// A prop of a generated API page is a result of its own, opening the page at its row.
const PROP_QUERY = 'disableElevation';
const PROP_RESULT = {
  title: 'Button › disableElevation',
  url: '/material-ui/api/button#prop-disableElevation',
};
const BYTES_PER_QUERY_BUDGET = 100 * 1024;

const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search the docs' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Results' });

/** Sums the bytes of Pagefind's files the page fetches (its web worker's requests included). */
function countPagefindBytes(page: Page) {
  const counter = { bytes: 0, files: [] as string[] };
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/pagefind/')) return;
    counter.files.push(url.pathname);
    response.body().then(
      (body) => {
        counter.bytes += body.length;
      },
      () => undefined,
    );
  });
  return counter;
}

/**
 * Types `query` like a reader (one key every 80 ms) and returns the time from the last key to
 * the first frame that shows results for the whole query, measured inside the page.
 */
async function typeAndTime(page: Page, query: string): Promise<number> {
  const timing = page.evaluate(
    (expected) =>
      new Promise<number>((resolve) => {
        let lastKey = 0;
        document.addEventListener('keydown', () => (lastKey = performance.now()), true);
        const check = () => {
          const list = document.querySelector(`[role="listbox"][data-query="${expected}"]`);
          if (!list?.querySelector('[role="option"]')) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - lastKey));
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      }),
    query,
  );
  await searchInput(page).pressSequentially(query, { delay: 80 });
  return timing;
}

/** The search target has focus, is visible, and sits just below the sticky header. */
async function expectFocusedBelowHeader(page: Page, target: Locator, id: string) {
  await page.waitForFunction((expected) => document.activeElement?.id === expected, id);
  expect(await target.isVisible()).toBe(true);
  const top = await target.evaluate((el) => el.getBoundingClientRect().top);
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(headerBottom);
  expect(top).toBeLessThan(300);
}

describe('search', () => {
  it('builds an index of the article text only, one entry per page and per prop, without the 404 page', () => {
    const pagefind = join(distDir, 'pagefind');
    expect(existsSync(join(pagefind, 'pagefind.js'))).toBe(true);
    const entry = JSON.parse(readFileSync(join(pagefind, 'pagefind-entry.json'), 'utf8'));
    const sitemapPages = readFileSync(join(distDir, 'sitemap.xml'), 'utf8').match(/<loc>/g)!;
    // Every row of every generated API page's props table is a record of its own.
    const propRows = sitemapPaths()
      .filter((path) => path.includes('/api/'))
      .reduce((count, path) => count + (pageHtml(path).match(/<tr id="prop-/g)?.length ?? 0), 0);
    expect(propRows).toBeGreaterThan(5000);
    // Every page of the sitemap but the home page, once: not twice for `a/b/index.html`.
    expect(entry.languages.en.page_count).toBe(sitemapPages.length - 1 + propRows);
  });

  it('opens with Ctrl+K, lists a page by a word from its body and opens it at the heading', async () => {
    const { page, errors } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}${MATERIAL_PAGE}`);
    // Nothing of search is fetched before the reader asks for it.
    const pagefind = countPagefindBytes(page);
    await page.keyboard.press('Control+k');
    await expect(searchInput(page).evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );
    // The highlighted result's page starts loading before the reader presses Enter.
    const pageChunk = page.waitForRequest(
      (request) => WORD_PAGE_CHUNK.test(new URL(request.url()).pathname),
      { timeout: 10_000 },
    );
    await searchInput(page).pressSequentially(WORD, { delay: 30 });
    const first = results(page).getByRole('option').first();
    await first.getByText(WORD_PAGE.title, { exact: true }).waitFor();
    await expect(first.textContent()).resolves.toContain('Font family');
    await expect(first.locator('mark').first().textContent()).resolves.toMatch(/helvetica/i);
    expect(pagefind.files.some((f) => f.endsWith('/pagefind.js'))).toBe(true);
    await pageChunk;

    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (url) => `${window.location.pathname}${window.location.hash}` === url,
      WORD_PAGE.url,
    );
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectFocusedBelowHeader(
      page,
      page.getByRole('heading', { name: 'Font family' }),
      'font-family',
    );
    expect(errors).toEqual([]);
  });

  it("finds a prop by its name and opens its API page at the prop's row", async () => {
    const { page, errors } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}${MATERIAL_PAGE}`);
    await page.keyboard.press('Control+k');
    await searchInput(page).pressSequentially(PROP_QUERY, { delay: 30 });
    const first = results(page).getByRole('option').first();
    await first.getByText(PROP_RESULT.title, { exact: true }).waitFor();
    await expect(first.textContent()).resolves.toContain('Material UI');

    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (url) => `${window.location.pathname}${window.location.hash}` === url,
      PROP_RESULT.url,
    );
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectFocusedBelowHeader(
      page,
      page.locator('tr#prop-disableElevation'),
      'prop-disableElevation',
    );
    expect(errors).toEqual([]);
  });

  it('keeps a prop under its product: filtered out on another product, found with all products', async () => {
    const { page } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}/joy-ui/getting-started/overview`);
    await page.keyboard.press('Control+k');
    await searchInput(page).fill(PROP_QUERY);
    await page.getByRole('status').filter({ hasText: 'No results' }).waitFor();
    await page.getByRole('checkbox', { name: 'Search all products' }).check();
    const option = results(page).getByRole('option').first();
    await option.getByText(PROP_RESULT.title, { exact: true }).waitFor();
    await expect(option.textContent()).resolves.toContain('Material UI');
  });

  it('closes with Escape and gives focus back to the search button', async () => {
    const { page, errors } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}${MATERIAL_PAGE}`);
    const button = page.getByRole('banner').getByRole('button', { name: 'Search…' });
    await button.click();
    await searchInput(page).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // Typing on the focused button opens search with what was typed.
    await page.keyboard.type('gr');
    await expect(searchInput(page).inputValue()).resolves.toBe('gr');
    expect(errors).toEqual([]);
  });

  it("hides another product's page until all products are searched", async () => {
    const { page } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}${MATERIAL_PAGE}`);
    await page.keyboard.press('Control+k');
    await searchInput(page).fill(JOY_WORD);
    const status = page.getByRole('status').filter({ hasText: 'No results' });
    await status.waitFor();
    await expect(status.textContent()).resolves.toMatch(
      /\d+ pages? match(es)? in other products\./,
    );
    await expect(results(page).count()).resolves.toBe(0);
    await page.getByRole('checkbox', { name: 'Search all products' }).check();
    await results(page)
      .getByRole('option')
      .filter({ hasText: 'Joy UI' })
      .filter({ hasText: 'Button' })
      .first()
      .waitFor();
  });

  it('offers search on the 404 page', async () => {
    const { page } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}/material-ui/no-such-page`);
    await page.getByRole('main').getByRole('button', { name: 'Search…' }).click();
    await searchInput(page).fill(WORD);
    await results(page).getByRole('option').first().getByText(WORD_PAGE.title).waitFor();
  });

  it('fetches under 100 kB per query once loaded, and reports the time to the first result', async () => {
    const { page } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}${MATERIAL_PAGE}`);
    const pagefind = countPagefindBytes(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('checkbox', { name: 'Search all products' }).check();
    await searchInput(page).focus();
    // The first query pays for Pagefind's script, WebAssembly and metadata.
    await typeAndTime(page, 'button');
    const figures: Array<{ query: string; ms: number; kB: number }> = [];
    for (const query of ['snackbar', 'breakpoints', 'theming', 'tertiary', 'pagination']) {
      await searchInput(page).fill('');
      await page.waitForTimeout(100);
      const before = pagefind.bytes;
      const ms = await typeAndTime(page, query);
      await page.waitForTimeout(200);
      figures.push({
        query,
        ms: Math.round(ms),
        kB: Math.round((pagefind.bytes - before) / 102.4) / 10,
      });
    }
    console.log(
      `[site] search on the built site (${figures.length} typed queries after the first):`,
    );
    console.table(figures);
    for (const { kB } of figures) expect(kB * 1024).toBeLessThan(BYTES_PER_QUERY_BUDGET);
  });
});
