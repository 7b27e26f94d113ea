import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, saveData, sharedTestBrowser } from './browser';
import { distDir } from './siteFiles';

const baseURL = inject('baseURL');
const tb = sharedTestBrowser();

/**
 * A fresh desktop page that fetches nothing ahead at idle (e2e/prefetch.e2e.test.ts), which would
 * load page lists first, and the path of every script it requests.
 */
async function openRecordingScripts() {
  const { page, errors } = await openPage(tb.browser, { viewport: { width: 1280, height: 800 } });
  await saveData(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return { page, errors, scripts };
}

describe('the built site', () => {
  it('renders a Material UI page with its heading, highlighted code and side nav', async () => {
    const { page, errors } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}/material-ui/getting-started/installation`);
    await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor();
    await expect(page.title()).resolves.toBe('Installation - docshell');
    // Highlighted at build time: shiki's markup arrives with the page's code.
    expect(await page.locator('pre.shiki').count()).toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(
      nav.getByRole('link', { name: 'Installation' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    expect(errors).toEqual([]);
  });

  it("loads a first page's own chunk from its HTML, and the product's page list only for a link", async () => {
    const { page, errors, scripts } = await openRecordingScripts();
    await gotoHydrated(page, `${baseURL}/material-ui/react-button`);
    const named = await page.locator('#root').getAttribute('data-page-chunk');
    expect(named).toMatch(/^\/assets\/react-button-[\w-]+\.js$/);
    expect(scripts).toContain(named);
    expect(scripts.filter((path) => path.includes('/pageFiles-'))).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .locator('a[href="/material-ui/react-checkbox"]')
      .click();
    await page.getByRole('heading', { level: 1, name: 'Checkbox' }).waitFor();
    expect(scripts.filter((path) => path.includes('/pageFiles-'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("loads a first API page's data from its HTML, and its group's map of pages only for a link", async () => {
    const { page, errors, scripts } = await openRecordingScripts();
    // The map names every page's chunk: it is the one script with Accordion's.
    const isPageMap = (path: string) =>
      readFileSync(join(distDir, path), 'utf8').includes('"/material-ui/api/accordion":');
    await gotoHydrated(page, `${baseURL}/material-ui/api/button`);
    const named = await page.locator('#root').getAttribute('data-page-chunk');
    expect(named).toMatch(/^\/assets\/button-[\w-]+\.js$/);
    expect(scripts).toContain(named);
    await page.getByRole('cell', { name: 'disableElevation', exact: true }).first().waitFor();
    expect(scripts.filter(isPageMap)).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .locator('a[href="/material-ui/api/button-group"]')
      .click();
    await page.getByRole('heading', { level: 1, name: /^ButtonGroup API/ }).waitFor();
    expect(new Set(scripts.filter(isPageMap)).size).toBe(1);
    expect(errors).toEqual([]);
  });

  it('starts the next page at its top, not where the reader left the last one', async () => {
    const { page, errors } = await openPage(tb.browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${baseURL}/material-ui/react-button`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 1000);
    // The "next page" link at the bottom of the article, whichever page the nav puts next.
    const next = page.locator('main a[rel="next"]');
    const nextPath = await next.getAttribute('href');
    expect(nextPath).toMatch(/^\/material-ui\//);
    await next.click();
    await page.waitForFunction((path) => window.location.pathname === path, nextPath);
    await page.locator('main h1').waitFor();
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
    expect(errors).toEqual([]);
  });

  it('shows the whole page after a click: every section, code block and contents entry a fresh load has', async () => {
    const { page, errors } = await openPage(tb.browser, { viewport: { width: 1280, height: 800 } });
    const target = '/material-ui/react-checkbox';
    const pageShape = () =>
      page.evaluate(() => ({
        headings: [...document.querySelectorAll('article h2, article h3')].map((h) => h.id),
        codeBlocks: document.querySelectorAll('article pre').length,
        contents: [...document.querySelectorAll('nav[aria-label] a[href^="#"]')].map((a) =>
          a.getAttribute('href'),
        ),
      }));
    await gotoHydrated(page, `${baseURL}${target}`);
    const fresh = await pageShape();
    expect(fresh.headings.length).toBeGreaterThan(3);

    await gotoHydrated(page, `${baseURL}/material-ui/react-button`);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .locator(`a[href="${target}"]`)
      .click();
    await page.getByRole('heading', { level: 1, name: 'Checkbox' }).waitFor();
    // The first part paints with the click; the rest follows a frame later.
    await page
      .locator(
        `article h2[id="${fresh.headings.at(-1)}"], article h3[id="${fresh.headings.at(-1)}"]`,
      )
      .waitFor();
    await page.waitForFunction(
      (count) => document.querySelectorAll('nav[aria-label] a[href^="#"]').length === count,
      fresh.contents.length,
    );
    expect(await pageShape()).toEqual(fresh);
    expect(errors).toEqual([]);
  });

  it('lands on the section a link to another page names', async () => {
    const { page, errors } = await openPage(tb.browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${baseURL}/material-ui/react-button`);
    await page
      .locator('article a[href="/material-ui/customization/palette#custom-colors"]')
      .first()
      .click();
    await page.waitForFunction(() => window.location.hash === '#custom-colors');
    const heading = page.locator('#custom-colors');
    await heading.waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById('custom-colors')!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });
    expect(errors).toEqual([]);
  });

  it('navigates between products from the header without a reload', async () => {
    const { page, errors } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}/material-ui/getting-started/overview`);
    await page.evaluate(() => Object.assign(window, { __marker: true }));
    await page
      .getByRole('button', { name: /Material UI/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /Data Grid/ }).click();
    await page.waitForFunction(() => window.location.pathname === '/x/react-data-grid/overview');
    await page.getByRole('heading', { level: 1, name: 'Data Grid overview' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}/material-ui/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });
});
