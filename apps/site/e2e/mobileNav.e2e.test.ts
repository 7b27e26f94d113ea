import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, sharedTestBrowser } from './browser';

// The phone-width nav: its drawer's code (MUI's modal, transitions, focus trap) is not loaded
// with the page, only when the reader opens it, and it then works like the desktop nav.
const baseURL = inject('baseURL');
const PHONE = { width: 390, height: 844 };
const SWIPEABLE_CHUNK = /\/assets\/SwipeableNavDrawer-[^/]*\.js$/;
const tb = sharedTestBrowser();

describe('the nav on a phone', () => {
  it('loads its drawer on first use, opens at the current page, and closes with Escape', async () => {
    const { page, errors } = await openPage(tb.browser, { viewport: PHONE });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, `${baseURL}/material-ui/react-checkbox`);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => SWIPEABLE_CHUNK.test(path))).toEqual([]);
    // The docked nav is hidden at this width.
    expect(await page.locator('.site-nav.MuiDrawer-docked').isVisible()).toBe(false);

    const menu = page.getByRole('button', { name: 'Open the navigation' });
    await menu.click();
    const drawer = page.locator('.MuiModal-root .MuiDrawer-paper');
    await drawer.waitFor();
    expect(scripts.some((path) => SWIPEABLE_CHUNK.test(path))).toBe(true);
    const current = drawer.locator('a[aria-current="page"]');
    expect(await current.textContent()).toBe('Checkbox');
    expect(await current.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Open the navigation',
    );

    // A link in the drawer navigates and closes it.
    await menu.click();
    await drawer.getByRole('link', { name: 'Switch', exact: true }).click();
    await page.waitForURL('**/material-ui/react-switch');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.locator('h1').textContent()).toBe('Switch');
    expect(errors).toEqual([]);
  });
});
