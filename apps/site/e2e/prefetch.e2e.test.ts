import { describe, expect, inject, it } from 'vitest';
import {
  gotoHydrated,
  openPage,
  PAGE_HYDRATED_SELECTOR,
  saveData,
  sharedTestBrowser,
} from './browser';

const baseURL = inject('baseURL');
const tb = sharedTestBrowser();

// The Checkbox page's own chunk: its link is in view in the side nav on the Button page.
const CHECKBOX_CHUNK = /\/assets\/react-checkbox-[\w-]+\.js$/;

describe('pages fetched ahead at idle', () => {
  it('loads the pages of links in view once the page is idle, so a click needs no fetch', async () => {
    const { page, errors } = await openPage(tb.browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoHydrated(page, `${baseURL}/material-ui/react-button`);
    await page.waitForSelector(PAGE_HYDRATED_SELECTOR);
    // Nothing points at or touches the link: coming into view is enough.
    await expect
      .poll(() => requested.some((url) => CHECKBOX_CHUNK.test(url)), { timeout: 15_000 })
      .toBe(true);
    await page.waitForLoadState('networkidle');

    const afterIdle = requested.length;
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Checkbox', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Checkbox' }).waitFor();
    const fetchedByClick = requested.slice(afterIdle).filter((url) => /\/assets\//.test(url));
    expect(fetchedByClick).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('fetches nothing ahead for a reader who saves data', async () => {
    const { page } = await openPage(tb.browser);
    await saveData(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoHydrated(page, `${baseURL}/material-ui/react-button`);
    await page.waitForSelector(PAGE_HYDRATED_SELECTOR);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(requested.some((url) => CHECKBOX_CHUNK.test(url))).toBe(false);
    expect(requested.some((url) => /\/assets\/idlePrefetch-/.test(url))).toBe(false);
  });
});
