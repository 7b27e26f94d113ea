import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, READER_USER_AGENT } from '../scripts/chromium.mjs';
import { HYDRATED_ATTRIBUTE, PAGE_HYDRATED_ATTRIBUTE } from '../src/hydration/hydrationState';

export { READER_USER_AGENT };

interface TestBrowser {
  browser: Browser;
  close(): Promise<void>;
}

async function launchBrowser(): Promise<TestBrowser> {
  const browser = await launchChromium();
  return { browser, close: () => browser.close() };
}

/**
 * One Chromium for the calling test file: launched before its tests, closed after them. The
 * returned object reads the browser lazily, so it can be taken at module scope.
 */
export function sharedTestBrowser(): { readonly browser: Browser } {
  let launched: TestBrowser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return {
    get browser() {
      if (!launched)
        throw new Error('[site] sharedTestBrowser: the browser is used before beforeAll');
      return launched.browser;
    },
  };
}

/**
 * What MUI X prints itself whenever a Pro or Premium component runs without a licence key, as in
 * every test build (the key is the deployer's configuration): the library's notice, which comes
 * with its watermark (realLibraries.e2e.test.ts checks that), not an error of the site.
 */
const MUI_X_LICENSE_NOTICE = /MUI X: Missing license key/;

/** A fresh page that records console errors and uncaught exceptions for the test to assert on. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !MUI_X_LICENSE_NOTICE.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/**
 * Tells the site the reader saves data (Chromium's Save-Data override), so it fetches no page
 * ahead of a click (src/routing/idlePrefetch.ts): for tests about what a click itself loads.
 */
export async function saveData(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

/** Matches `<html>` once React has hydrated the page (src/hydration/hydrationState.ts). */
export const HYDRATED_SELECTOR = `html[${HYDRATED_ATTRIBUTE}="true"]`;

/** Matches `<html>` once the page's own content is hydrated too (after the shell). */
export const PAGE_HYDRATED_SELECTOR = `html[${PAGE_HYDRATED_ATTRIBUTE}="true"]`;

/**
 * Navigates and waits until React has hydrated the shell and then the page's content, so clicks
 * anywhere reach their handlers.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector(PAGE_HYDRATED_SELECTOR, { timeout: 15_000 });
}
