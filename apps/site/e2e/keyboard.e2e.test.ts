import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, sharedTestBrowser } from './browser';

// A keyboard-only reader: no mouse from the first key to the last.
const baseURL = inject('baseURL');
const PAGE = '/material-ui/getting-started/installation';
/** Tab presses allowed to reach a control; the header has fewer than this. */
const MAX_TABS = 25;
const tb = sharedTestBrowser();

/** The focused element's accessible name as a reader hears it (label, else text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    return (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  });

/** Presses Tab until the focused element's name matches; returns the names passed on the way. */
async function tabTo(page: Page, name: RegExp, maxTabs = MAX_TABS): Promise<string[]> {
  const passed: string[] = [];
  for (let i = 0; i < maxTabs; i += 1) {
    await page.keyboard.press('Tab');
    const current = await focusedName(page);
    passed.push(current);
    if (name.test(current)) return passed;
  }
  throw new Error(`[site] ${name} not reached in ${maxTabs} tabs; passed ${passed.join(' | ')}`);
}

/** The focused element's outline: a keyboard user must see where focus is. */
function focusRing(page: Page): Promise<{ style: string; width: number }> {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

async function keyboardPage() {
  const opened = await openPage(tb.browser);
  await opened.page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await gotoHydrated(opened.page, `${baseURL}${PAGE}`);
  return opened;
}

describe('keyboard only', () => {
  it('the first Tab reaches the skip link, which moves focus to the main content', async () => {
    const { page, errors } = await keyboardPage();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Skip to content');
    // Hidden above the viewport until focused, then in view.
    await expect
      .poll(() => page.evaluate(() => document.activeElement!.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    // The next Tab stays in the page content, past the header and the nav.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content'))),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  it('reaches every header control in order', async () => {
    const { page } = await keyboardPage();
    const passed = await tabTo(page, /^Settings$/);
    const expected = [/home page|docshell/i, /Search/, /repository|source|GitHub/i, /^Settings$/];
    let from = 0;
    for (const name of expected) {
      const index = passed.findIndex((p, i) => i >= from && name.test(p));
      expect(
        index,
        `${name} after position ${from} in ${passed.join(' | ')}`,
      ).toBeGreaterThanOrEqual(from);
      from = index + 1;
    }
  });

  it('opens the settings drawer with Enter, closes it with Escape, and gives focus back', async () => {
    const { page } = await keyboardPage();
    await tabTo(page, /^Settings$/);
    await page.keyboard.press('Enter');
    const dense = page.getByRole('button', { name: 'Dense', exact: true });
    await dense.waitFor();
    // Focus moved into the drawer and Tab stays there.
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('.MuiDrawer-paper')));
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('.MuiDrawer-paper'))),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await dense.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Settings');
  });

  it('searches: Ctrl+K opens the dialog, arrows and Enter open a result, focus follows', async () => {
    const { page } = await keyboardPage();
    await page.keyboard.press('Control+k');
    const input = page
      .getByRole('dialog')
      .getByRole('combobox')
      .or(page.getByRole('dialog').getByRole('textbox'))
      .first();
    await input.waitFor();
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('button variants');
    const options = page.getByRole('dialog').getByRole('option');
    await options.nth(1).waitFor();
    // Results answer each keystroke as it comes: wait for the list to hold still, the answer to
    // the whole query, before reading which option is which.
    let shown = '';
    await expect
      .poll(
        async () => {
          const previous = shown;
          shown = (await options.allTextContents()).join('\n');
          return shown === previous;
        },
        { interval: 300, timeout: 10_000 },
      )
      .toBe(true);
    const selected = () =>
      page.getByRole('dialog').locator('[role="option"][aria-selected="true"]').textContent();
    const first = await options.nth(0).textContent();
    const second = await options.nth(1).textContent();
    expect(await selected()).toBe(first);
    // The arrows move the selection (focus stays in the input), Enter opens the selected one.
    await page.keyboard.press('ArrowDown');
    await expect.poll(selected).toBe(second);
    await page.keyboard.press('ArrowUp');
    await expect.poll(selected).toBe(first);
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction((from) => window.location.pathname !== from, PAGE);
    // Escape from a fresh dialog gives focus back to where the reader was.
    const markBefore = () =>
      page.evaluate(() => document.activeElement?.setAttribute('data-focus-before', ''));
    await markBefore();
    await page.keyboard.press('Control+k');
    await input.waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-focus-before')),
    ).toBe(true);
  });

  it('copies a code block with the keyboard', async () => {
    const { page } = await keyboardPage();
    // Past the header and nav with the skip link, then on to the first copy button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    await tabTo(page, /^Copy the code$/);
    await expect(focusRing(page)).resolves.toEqual({ style: 'solid', width: 2 });
    const expected = await page.evaluate(
      () => document.activeElement!.closest('[data-code-block]')!.querySelector('pre')!.textContent,
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('Copied');
  });

  it('rates the page with the keyboard, each choice showing where focus is and which is chosen', async () => {
    const { page } = await keyboardPage();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    // Past the article's links, copy buttons and pager: the rating ends the page.
    await tabTo(page, /^Yes, this page was helpful$/, 120);
    await expect(focusRing(page)).resolves.toEqual({ style: 'solid', width: 2 });
    const pressed = () => page.evaluate(() => document.activeElement!.getAttribute('aria-pressed'));
    await expect(pressed()).resolves.toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(pressed).toBe('true');
  });
});
