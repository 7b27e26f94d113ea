import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, READER_USER_AGENT, sharedTestBrowser } from './browser';
import { layoutShifts, recordLayoutShifts } from './layoutShifts';

const baseURL = inject('baseURL');
const PAGE = '/material-ui/react-button';
const tb = sharedTestBrowser();

async function readerPage(query: string) {
  const opened = await openPage(tb.browser, { userAgent: READER_USER_AGENT });
  // Every layout shift from the first byte on: the slot keeps its size while the ad loads.
  await recordLayoutShifts(opened.page);
  // Every hostile field calls alert(): a dialog, from the first byte on, means a script ran.
  const dialogs: string[] = [];
  opened.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await gotoHydrated(opened.page, `${baseURL}${PAGE}?${query}`);
  return { ...opened, dialogs };
}

const adLabel = (page: Page) =>
  page.locator('.Ad-root').first().getAttribute('data-ga-event-label');

describe('ads', () => {
  it('shows the network ad in a slot that never shifts the page', async () => {
    const { page } = await readerPage('adMode=ok&adShape=image');
    await page.locator('.Ad-root [data-ad-network-container]').waitFor();
    await expect.poll(() => adLabel(page)).toMatch(/^network-/);
    await page.waitForTimeout(500);
    expect((await layoutShifts(page)).shifts).toEqual([]);
  });

  it('asks to allow ads for 20% of blocked readers', async () => {
    const { page } = await readerPage('adMode=blocked&adShape=image&adRandom=0.1');
    await expect.poll(() => adLabel(page), { timeout: 8000 }).toMatch(/^in-house-adblock-/);
    expect((await layoutShifts(page)).shifts).toEqual([]);
  });

  it('shows an in-house ad to the other blocked readers', async () => {
    const { page } = await readerPage('adMode=blocked&adShape=image&adRandom=0.5');
    await expect.poll(() => adLabel(page), { timeout: 8000 }).toMatch(/^in-house-/);
    expect(await adLabel(page)).not.toMatch(/adblock/);
    await page.locator('.Ad-root a[rel~="sponsored"]').first().waitFor();
  });

  it('renders feed text from a hostile feed as text, with no script and no unsafe link', async () => {
    const { page, errors, dialogs } = await readerPage('adMode=hostile&adShape=inline');
    await page
      .locator('.Ad-root')
      .getByText('<img src=x onerror="alert(3)">', { exact: false })
      .waitFor();
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    const hrefs = await page
      .locator('.Ad-root a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.every((href) => /^(https?:|\/)/.test(href))).toBe(true);
    expect(await page.locator('.Ad-root img[onerror]').count()).toBe(0);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('gives a bot an empty placeholder of the same height', async () => {
    const { page } = await openPage(tb.browser, {
      userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    await gotoHydrated(page, `${baseURL}${PAGE}?adMode=ok&adShape=image`);
    await page.waitForTimeout(1000);
    const slot = page.locator('.Ad-root').first();
    expect(await slot.locator('a').count()).toBe(0);
    expect((await slot.boundingBox())!.height).toBeGreaterThanOrEqual(126);
  });
});
