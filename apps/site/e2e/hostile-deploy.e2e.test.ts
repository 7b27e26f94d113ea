import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gotoHydrated, HYDRATED_SELECTOR, openPage, saveData, sharedTestBrowser } from './browser';
import { distDir } from './siteFiles';

// A deploy under an open tab, and a page whose content throws.
const baseURL = inject('baseURL');
const START = '/material-ui/react-button';
const TARGET = '/material-ui/react-checkbox';
const RELOAD_KEY = 'docshell:deploy-reload-at';
const tb = sharedTestBrowser();

/**
 * The target page's own chunk, as its prerendered HTML names it (chunks are named after their MDX
 * file, and several products have a react-checkbox page).
 */
function targetChunk(): string {
  const html = readFileSync(join(distDir, TARGET, 'index.html'), 'utf8');
  return /data-page-chunk="\/assets\/([^"]+\.js)"/.exec(html)![1]!;
}

/**
 * A chunk the target page imports that the start page has not loaded (the bundler names shared
 * chunks as it sees fit, so it is looked up in the build rather than named here).
 */
function unloadedDependency(loadedScripts: Set<string>): string {
  const chunk = targetChunk();
  const imports = [
    ...readFileSync(join(distDir, 'assets', chunk), 'utf8').matchAll(/from"\.\/([^"]+\.js)"/g),
  ];
  const dependency = imports.map((m) => m[1]!).find((name) => !loadedScripts.has(name));
  if (!dependency) throw new Error(`every import of ${chunk} is already loaded by ${START}`);
  return `**/assets/${dependency}`;
}

/** Counts documents: the first load, then every reload (client navigation requests none). */
function watchLoads(page: Page) {
  const counter = { loads: 0, documents: 0, scripts: new Set<string>() };
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      counter.scripts.add(new URL(response.url()).pathname.split('/').pop()!);
    }
  });
  page.on('load', () => {
    counter.loads += 1;
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      counter.documents += 1;
    }
  });
  return counter;
}

/**
 * Opens the start page and counts its loads. The reader saves data, so no page is fetched ahead
 * at idle and the click is what loads the target's chunk (a chunk fetched ahead and then gone has
 * a test of its own).
 */
async function countLoads(page: Page) {
  await saveData(page);
  const counter = watchLoads(page);
  await gotoHydrated(page, `${baseURL}${START}`);
  expect(counter.loads).toBe(1);
  return counter;
}

const navLink = (page: Page, name: string) =>
  page.locator('.site-nav').getByRole('link', { name, exact: true });

describe('a deploy while the tab is open', () => {
  for (const what of ['the page chunk', 'a chunk the page depends on'] as const) {
    it(`reloads once to the new version when ${what} is gone`, async () => {
      const { page } = await openPage(tb.browser);
      const counter = await countLoads(page);
      const pattern =
        what === 'the page chunk'
          ? `**/assets/${targetChunk()}`
          : unloadedDependency(counter.scripts);
      // The old deploy's file is gone (404) for the old page; the reloaded page gets the new one.
      let refused = 0;
      await page.route(pattern, async (route) => {
        if (counter.documents === 1) {
          refused += 1;
          await route.fulfill({ status: 404, body: 'gone' });
        } else {
          await route.continue();
        }
      });
      await navLink(page, 'Checkbox').click();
      await expect.poll(() => counter.loads, { timeout: 10_000 }).toBe(2);
      await page.waitForSelector(HYDRATED_SELECTOR);
      await page.getByRole('heading', { level: 1, name: 'Checkbox' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(TARGET);
      expect(refused).toBeGreaterThan(0);
      await page.waitForTimeout(1000);
      expect(counter.loads).toBe(2);
      await page.context().close();
    });
  }

  it('does not reload for a page fetched ahead that is gone, and reloads once at its click', async () => {
    const { page } = await openPage(tb.browser);
    const counter = watchLoads(page);
    // Gone for the old page from the start, so the fetch ahead at idle meets the 404.
    let refused = 0;
    await page.route(`**/assets/${targetChunk()}`, async (route) => {
      if (counter.documents <= 1) {
        refused += 1;
        await route.fulfill({ status: 404, body: 'gone' });
      } else {
        await route.continue();
      }
    });
    await gotoHydrated(page, `${baseURL}${START}`);
    await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(1500);
    // Reading goes on: no reload, no error panel.
    expect(counter.loads).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);

    // The click fetches the page again (the failure was forgotten) and recovers with one reload.
    await navLink(page, 'Checkbox').click();
    await expect.poll(() => counter.loads, { timeout: 10_000 }).toBe(2);
    await page.waitForSelector(HYDRATED_SELECTOR);
    await page.getByRole('heading', { level: 1, name: 'Checkbox' }).waitFor();
    expect(refused).toBeGreaterThan(1);
    await page.waitForTimeout(1000);
    expect(counter.loads).toBe(2);
    await page.context().close();
  });

  it('reloads only once when the chunk stays missing, then shows the error panel', async () => {
    const { page } = await openPage(tb.browser);
    const counter = await countLoads(page);
    await page.route(`**/assets/${targetChunk()}`, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await navLink(page, 'Checkbox').click();
    const panel = page.getByRole('alert').filter({ hasText: 'could not be downloaded' });
    await panel.getByRole('heading', { name: 'This page could not be shown' }).waitFor({
      timeout: 15_000,
    });
    await page.waitForTimeout(1500);
    expect(counter.loads).toBe(2);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_KEY)).toMatch(/^\d+$/);
    await expect(panel.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);
    // The rest of the site still works: the nav leads to a page that loads.
    await navLink(page, 'Switch').click();
    await page.getByRole('heading', { level: 1, name: 'Switch' }).waitFor();
    expect(counter.loads).toBe(2);
    await page.context().close();
  });
});

describe('a page whose content throws', () => {
  it('shows an error panel for that page while header and nav keep working', async () => {
    const { page, errors } = await openPage(tb.browser);
    const counter = await countLoads(page);
    // A chunk that loads but whose component throws while rendering.
    await page.route(`**/assets/${targetChunk()}`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: [
          "export const frontmatter = { title: 'Broken', description: 'Throws while rendering.' };",
          "export default function Broken() { throw new Error('content exploded'); }",
        ].join('\n'),
      }),
    );
    await navLink(page, 'Checkbox').click();
    const panel = page.getByRole('alert');
    await panel.getByRole('heading', { name: 'This page could not be shown' }).waitFor();
    expect(await panel.textContent()).toMatch(/header, navigation and search still work/);
    await page.waitForTimeout(500);
    expect(counter.loads).toBe(1);
    expect(errors.join('\n')).toMatch(/content exploded/);

    // The header still works: the settings drawer opens and closes.
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const dense = page.getByRole('button', { name: 'Dense', exact: true });
    await dense.waitFor();
    await page.keyboard.press('Escape');
    await dense.waitFor({ state: 'hidden' });

    // "Go to the home page" leads home; the nav leads back to working pages.
    await panel.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.goBack();
    await navLink(page, 'Select').click();
    await page.getByRole('heading', { level: 1, name: 'Select' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(counter.loads).toBe(1);
    await page.context().close();
  });
});
