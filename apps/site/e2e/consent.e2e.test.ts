import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, READER_USER_AGENT, sharedTestBrowser } from './browser';

// The analytics consent prompt (docs-analytics' ConsentPrompt, styled in src/styles.css) shows
// to every reader who has not chosen yet, from the first paint (it is prerendered, and an inline
// script shows it before the page is painted). It must leave the page usable on a phone.
const baseURL = inject('baseURL');
const PAGE = '/material-ui/react-button';
const PHONE = { width: 390, height: 844 };
const tb = sharedTestBrowser();
const PROMPT_NAME = 'Help us improve the docs';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function promptOn(viewport: { width: number; height: number }) {
  const opened = await openPage(tb.browser, { viewport, userAgent: READER_USER_AGENT });
  await gotoHydrated(opened.page, `${baseURL}${PAGE}`);
  const prompt = opened.page.getByRole('region', { name: PROMPT_NAME });
  await prompt.waitFor();
  return { ...opened, prompt };
}

/** The boxes, in the viewport, of the first demo's controls (its buttons, links and tabs). */
function firstDemoControls(page: Page): Promise<Box[]> {
  return page
    .locator('figure.demo')
    .first()
    .locator('button, a[href], [role="tab"]')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
}

/** The page as first painted: its inline scripts run, none of the app's code does. */
async function beforeAppCode(init?: () => void) {
  const opened = await openPage(tb.browser, {
    viewport: PHONE,
    userAgent: READER_USER_AGENT,
  });
  await opened.page.route('**/assets/*.js', (route) => route.abort());
  if (init) await opened.page.addInitScript(init);
  await opened.page.goto(`${baseURL}${PAGE}`);
  return { ...opened, prompt: opened.page.getByRole('region', { name: PROMPT_NAME }) };
}

describe('consent prompt', () => {
  it('is painted with the page, before any of the app’s code has run', async () => {
    const { page, prompt } = await beforeAppCode();
    await prompt.waitFor();
    expect(await prompt.getAttribute('data-prerendered')).toBe('');
    expect(await page.getAttribute('html', 'data-docs-consent')).toBe('ask');
  });

  it('never shows, not even before hydration, to a reader who has chosen or sends a privacy signal', async () => {
    const chosen = await beforeAppCode(() =>
      localStorage.setItem('docs-cookie-consent', 'essential'),
    );
    await chosen.page.locator('h1').waitFor();
    expect(await chosen.page.locator('.docs-consent').count()).toBe(1);
    expect(await chosen.prompt.isVisible()).toBe(false);
    const gpc = await beforeAppCode(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await gpc.page.locator('h1').waitFor();
    expect(await gpc.prompt.isVisible()).toBe(false);
    // Hydrated, the prerendered prompt goes without a trace or an error.
    const { page, errors } = await openPage(tb.browser, { userAgent: READER_USER_AGENT });
    await page.addInitScript(() => localStorage.setItem('docs-cookie-consent', 'analytics'));
    await gotoHydrated(page, `${baseURL}${PAGE}`);
    await page.waitForFunction(() => !document.querySelector('.docs-consent'));
    expect(errors).toEqual([]);
  });

  it('stays after hydration for a reader with a choice to make, and goes once they choose', async () => {
    const { page, prompt, errors } = await promptOn({ width: 1280, height: 800 });
    await page.waitForFunction(() => !document.querySelector('.docs-consent[data-prerendered]'));
    await prompt.getByRole('button', { name: 'Essential only' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('docs-cookie-consent'))).toBe(
      'essential',
    );
    expect(errors).toEqual([]);
  });

  it('covers at most a fifth of a 390 px phone screen', async () => {
    const { prompt, errors } = await promptOn(PHONE);
    const box = (await prompt.boundingBox())!;
    expect((box.width * box.height) / (PHONE.width * PHONE.height)).toBeLessThanOrEqual(0.2);
    // Its own buttons stay a comfortable size to press.
    for (const name of ['Essential only', 'Allow analytics']) {
      const button = (await prompt.getByRole('button', { name }).boundingBox())!;
      expect(button.height, name).toBeGreaterThanOrEqual(24);
      expect(overlaps(button, { x: 0, y: 0, ...PHONE }), name).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it("never covers the first demo's controls, however the reader brings them into view", async () => {
    const { page, prompt } = await promptOn(PHONE);
    const controls = page.locator('figure.demo').first().locator('button, a[href], [role="tab"]');
    const count = await controls.count();
    expect(count).toBeGreaterThan(3);
    for (let index = 0; index < count; index += 1) {
      const control = controls.nth(index);
      // Scrolled down to until it just appears at the bottom edge (the way scrolling down to a
      // demo, or tabbing to it, brings it into view)...
      await page.evaluate(() => window.scrollTo(0, 0));
      await control.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
      expect(
        overlaps((await control.boundingBox())!, (await prompt.boundingBox())!),
        `${index}`,
      ).toBe(false);
      // ...or focused from the keyboard.
      await page.evaluate(() => window.scrollTo(0, 0));
      await control.focus();
      expect(
        overlaps((await control.boundingBox())!, (await prompt.boundingBox())!),
        `${index}`,
      ).toBe(false);
    }
  });

  it('sits in a corner on a desktop screen, over no demo control', async () => {
    const viewport = { width: 1280, height: 800 };
    const { page, prompt } = await promptOn(viewport);
    const box = (await prompt.boundingBox())!;
    expect((box.width * box.height) / (viewport.width * viewport.height)).toBeLessThanOrEqual(0.1);
    await page
      .locator('figure.demo')
      .first()
      .evaluate((element) => element.scrollIntoView());
    for (const control of await firstDemoControls(page)) {
      expect(overlaps(control, box), JSON.stringify(control)).toBe(false);
    }
  });
});
