import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, sharedTestBrowser } from './browser';

const baseURL = inject('baseURL');
const PAGE = '/material-ui/react-button';
const tb = sharedTestBrowser();

describe('colour mode', () => {
  it('paints a stored dark mode before any app script runs', async () => {
    const { page } = await openPage(tb.browser);
    await page.addInitScript(() => window.localStorage.setItem('mui-mode', 'dark'));
    // With every JS bundle blocked, only the inline no-flash script can set the scheme.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseURL}${PAGE}`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('html').getAttribute('data-mui-color-scheme')).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(120);
  });

  it('follows a change made in another tab', async () => {
    const { page: a } = await openPage(tb.browser);
    const b = await a.context().newPage();
    await gotoHydrated(a, `${baseURL}${PAGE}`);
    await gotoHydrated(b, `${baseURL}/material-ui/getting-started/installation`);
    await a.getByRole('button', { name: 'Settings', exact: true }).click();
    await a.getByRole('button', { name: 'Dark', exact: true }).click();
    await b.waitForFunction(
      () => document.documentElement.getAttribute('data-mui-color-scheme') === 'dark',
    );
    expect(await b.evaluate(() => document.body.classList.contains('mode-dark'))).toBe(true);
    // And the choice survives a reload.
    await a.reload();
    expect(await a.locator('html').getAttribute('data-mui-color-scheme')).toBe('dark');
  });
});

describe('settings', () => {
  it('makes demo buttons small in dense mode', async () => {
    const { page, errors } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}${PAGE}`);
    // A CSS locator: the open settings drawer hides the page from the accessibility tree.
    const demoButton = page.locator('.demo-preview button').first();
    expect(await demoButton.getAttribute('class')).not.toContain('MuiButton-sizeSmall');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Dense', exact: true }).click();
    await expect.poll(() => demoButton.getAttribute('class')).toContain('MuiButton-sizeSmall');
    expect(errors).toEqual([]);
  });

  it('selects JS from a #...-demo.js hash and remembers a choice made in settings', async () => {
    const { page } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}${PAGE}#button-variants.js`);
    const jsToggle = page.getByRole('button', { name: 'Show JavaScript source' }).first();
    await expect.poll(() => jsToggle.getAttribute('aria-pressed')).toBe('true');

    const fresh = await openPage(tb.browser);
    await gotoHydrated(fresh.page, `${baseURL}${PAGE}`);
    const tsToggle = fresh.page.getByRole('button', { name: 'Show TypeScript source' }).first();
    await expect.poll(() => tsToggle.getAttribute('aria-pressed')).toBe('true');
    await fresh.page.getByRole('button', { name: 'Settings', exact: true }).click();
    await fresh.page.getByRole('button', { name: 'Show JavaScript code' }).click();
    await fresh.page.keyboard.press('Escape');
    await fresh.page.reload();
    const afterReload = fresh.page.getByRole('button', { name: 'Show JavaScript source' }).first();
    await expect.poll(() => afterReload.getAttribute('aria-pressed')).toBe('true');
    const cookies = await fresh.page.context().cookies();
    expect(cookies.find((c) => c.name === 'codeVariant')?.value).toBe('JS');
  });

  it('mirrors the layout in right-to-left mode without losing the open drawer', async () => {
    const { page, errors } = await openPage(tb.browser, { viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, `${baseURL}${PAGE}`);
    const nav = page.locator('.site-nav .MuiDrawer-paper').first();
    expect((await nav.boundingBox())!.x).toBeLessThan(100);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Right to left' }).click();
    await expect.poll(() => page.evaluate(() => document.body.dir)).toBe('rtl');
    await expect.poll(async () => (await nav.boundingBox())!.x).toBeGreaterThan(700);
    expect(await page.getByRole('button', { name: 'Left to right' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('code styling', () => {
  it('shows the Tailwind and CSS sources of a demo when the reader picks them', async () => {
    const { page } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}/system/react-box`);
    const demo = page.locator('[data-demo="SystemBoxSx"]');
    const codeText = () => demo.locator('.demo-code').first().textContent();
    await demo.getByRole('button', { name: 'Show the full source' }).click();
    expect(await codeText()).toContain('sx=');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Tailwind', exact: true }).click();
    await expect.poll(codeText).toContain('className=');
    await page.getByRole('button', { name: 'CSS', exact: true }).click();
    await expect.poll(codeText).toContain('module.css');
    expect(await demo.locator('.demo-code').count()).toBe(2);
  });
});
