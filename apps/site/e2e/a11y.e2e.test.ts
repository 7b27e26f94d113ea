import { describe, expect, inject, it } from 'vitest';
import { seriousFindings } from './axe';
import { gotoHydrated, sharedTestBrowser } from './browser';

// The states a route sweep (routes.e2e.test.ts) never reaches: no serious or critical axe-core
// finding in any of them.
const baseURL = inject('baseURL');
const tb = sharedTestBrowser();

describe('accessibility beyond the first paint', () => {
  it('finds none in the open settings drawer, the error panel, the 404 page and a demo being edited', async () => {
    const context = await tb.browser.newContext();
    const page = await context.newPage();
    await gotoHydrated(page, `${baseURL}/versions`);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Dense', exact: true }).waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    // The per-page error panel, from a chunk that throws.
    await page.route('**/assets/react-checkbox-*.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "export const frontmatter = { title: 'x', description: 'y' };\nexport default function X() { throw new Error('x'); }",
      }),
    );
    await gotoHydrated(page, `${baseURL}/material-ui/react-switch`);
    await page.locator('.site-nav').getByRole('link', { name: 'Checkbox', exact: true }).click();
    await page.getByRole('alert').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await gotoHydrated(page, `${baseURL}/no/such/page`);
    expect(await seriousFindings(page)).toEqual([]);
    // A demo with its source open in the editor, then showing a syntax error.
    await gotoHydrated(page, `${baseURL}/material-ui/react-button`);
    const demo = page.locator('[data-demo="ButtonVariants"]');
    await demo.getByRole('button', { name: 'Show the full source' }).click();
    await demo.locator('.demo-source pre').first().focus();
    await demo.getByRole('textbox').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await page.keyboard.insertText('<');
    await demo.locator('.demo-error').waitFor({ timeout: 10_000 });
    expect(await seriousFindings(page)).toEqual([]);
    await context.close();
  });
});
