import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { FAKE_AD_CONTAINER_SELECTOR } from '../scripts/fakeAdNetwork.mjs';
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
    await page.locator(`.Ad-root ${FAKE_AD_CONTAINER_SELECTOR}`).waitFor();
    await expect.poll(() => adLabel(page)).toMatch(/^network-/);
    await page.waitForTimeout(500);
    expect((await layoutShifts(page)).shifts).toEqual([]);
  });

  it("finds the network's container by the configured selector, not docs-ads' default", async () => {
    // The build is configured with VITE_AD_CONTAINER_SELECTOR (scripts/fakeAdNetwork.mjs), and
    // the fake network marks its container that way only: docs-ads' default would not match.
    expect(FAKE_AD_CONTAINER_SELECTOR).not.toBe('[data-ad-network-container]');
    const found = await readerPage('adMode=ok&adShape=image&adRandom=0.5');
    const container = found.page.locator(`.Ad-root ${FAKE_AD_CONTAINER_SELECTOR}`);
    await container.waitFor();
    expect(await container.getAttribute('data-ad-network-container')).toBeNull();
    await expect.poll(() => adLabel(found.page)).toBe('network-body-top-image');

    // The same network marking its container with the default instead: the site does not take
    // it for its ad, so after the blocker delay it falls back to an in-house ad.
    const other = await readerPage(
      'adMode=ok&adShape=image&adRandom=0.5&adSelector=%5Bdata-ad-network-container%5D',
    );
    await other.page.locator('.Ad-root [data-ad-network-container]').waitFor({ state: 'attached' });
    await expect.poll(() => adLabel(other.page), { timeout: 8000 }).toBe('in-house-body-top-image');
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
