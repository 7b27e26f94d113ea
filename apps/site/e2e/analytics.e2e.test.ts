import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { HYDRATED_MARK } from '../src/hydration/hydrationState';
import { gotoHydrated, openPage, saveData, sharedTestBrowser } from './browser';

const baseURL = inject('baseURL');
const tb = sharedTestBrowser();

type Queued = [string, string, Record<string, unknown>];
const events = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  ) as Promise<Queued[]>;

describe('analytics', () => {
  it('sends nothing before consent, then tagged clicks and page views after it', async () => {
    const { page } = await openPage(tb.browser);
    // About consent only: with data saver on, the pages of the ~60 links in view are not fetched
    // ahead right after hydration, work that made this test's clicks time out on a loaded machine
    // (fetching ahead has its own tests in prefetch.e2e.test.ts).
    await saveData(page);
    await gotoHydrated(page, `${baseURL}/material-ui/react-button`);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.keyboard.press('Escape');
    expect((await events(page)).filter(([kind]) => kind === 'event')).toEqual([]);

    await page.getByRole('button', { name: 'Allow analytics' }).click();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect
      .poll(async () => (await events(page)).find(([, name]) => name === 'header'))
      .toEqual(['event', 'header', expect.objectContaining({ eventAction: 'settings' })]);
    const pageView = (await events(page)).find(([, name]) => name === 'page_view');
    expect(pageView?.[2]).toMatchObject({ productId: 'material-ui', productCategoryId: 'core' });
  });

  it('loads web-vitals for a sampled session only once the page is interactive, and reports', async () => {
    const { page } = await openPage(tb.browser);
    await saveData(page);
    await page.addInitScript(() => {
      sessionStorage.setItem('docs-web-vitals-sampled', '1');
      localStorage.setItem('docs-cookie-consent', 'analytics');
    });
    await gotoHydrated(page, `${baseURL}/material-ui/react-button`);
    await expect
      .poll(async () => (await events(page)).find(([, name]) => name === 'TTFB'))
      .toEqual(['event', 'TTFB', expect.objectContaining({ metric_label: 'Web Vitals' })]);
    const { library, hydrated } = await page.evaluate(
      (mark) => ({
        library: performance
          .getEntriesByType('resource')
          .find((entry) => /\/web-vitals-[\w-]+\.js$/.test(entry.name))?.startTime,
        hydrated: performance.getEntriesByName(mark)[0]?.startTime,
      }),
      HYDRATED_MARK,
    );
    expect(library).toBeGreaterThanOrEqual(hydrated!);
  });

  it('sends nothing when the browser asks not to be tracked', async () => {
    const { page } = await openPage(tb.browser);
    // Consent given, so only Do Not Track can keep the events from being sent.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'doNotTrack', { value: '1' });
      localStorage.setItem('docs-cookie-consent', 'analytics');
    });
    await gotoHydrated(page, `${baseURL}/material-ui/react-button`);
    expect(await page.getByRole('button', { name: 'Allow analytics' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.waitForTimeout(300);
    expect((await events(page)).filter(([kind]) => kind === 'event')).toEqual([]);
  });
});
