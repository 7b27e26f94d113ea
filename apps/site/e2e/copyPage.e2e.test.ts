import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, READER_USER_AGENT, sharedTestBrowser } from './browser';

const baseURL = inject('baseURL');
const tb = sharedTestBrowser();

const BUTTON_PAGE = '/material-ui/react-button';
const MENU_TOGGLE = { name: 'More ways to use this page' };

/** A reader's page with clipboard access, on `path` once hydrated. */
async function clipboardPage(path = BUTTON_PAGE) {
  const opened = await openPage(tb.browser, { userAgent: READER_USER_AGENT });
  await opened.page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await gotoHydrated(opened.page, `${baseURL}${path}`);
  await opened.page.evaluate(() => navigator.clipboard.writeText('before'));
  return opened;
}

/** What the server sends for the page's Markdown copy. */
function servedMarkdown(page: Page, path: string): Promise<string> {
  return page.evaluate(async (url) => (await fetch(url)).text(), `${path}.md`);
}

/**
 * Records each clipboard write from now on, with the event being handled when it started
 * (`window.event`): Safari only accepts a write that starts inside the reader's click.
 */
async function recordClipboardWrites(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const calls: string[] = [];
    Object.assign(window, { clipboardWrites: calls });
    for (const method of ['write', 'writeText'] as const) {
      const original = Clipboard.prototype[method] as (...args: unknown[]) => Promise<void>;
      Object.defineProperty(Clipboard.prototype, method, {
        configurable: true,
        value(this: Clipboard, ...args: unknown[]) {
          calls.push(`${method} during ${window.event?.type ?? 'no event'}`);
          return original.apply(this, args);
        },
      });
    }
  });
  return () =>
    page.evaluate(() => (window as unknown as { clipboardWrites: string[] }).clipboardWrites);
}

function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The served copy's `## title` section, cut here independently of the site's own code. */
function sectionOf(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`) + 1;
  expect(start).toBeGreaterThan(0);
  const next = markdown.indexOf('\n## ', start);
  return `${markdown.slice(start, next === -1 ? undefined : next).trimEnd()}\n`;
}

describe('Copy page', () => {
  it("puts the page's served Markdown on the clipboard and then says Copied", async () => {
    const { page, errors } = await clipboardPage();
    const clipboardWrites = await recordClipboardWrites(page);
    const button = page.getByRole('button', { name: 'Copy page' });
    await button.click();
    await expect.poll(() => page.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    const markdown = await servedMarkdown(page, BUTTON_PAGE);
    expect(markdown).toMatch(/^# Button\n/);
    expect(await clipboardText(page)).toBe(markdown);
    // One write, started inside the click with the Markdown still on its way (a ClipboardItem).
    expect(await clipboardWrites()).toEqual(['write during click']);
    await expect
      .poll(() => page.locator('.page-actions [role="status"]').textContent())
      .toBe('Copied');
    // It goes back to "Copy page" by itself.
    await expect.poll(() => button.count(), { timeout: 5000 }).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows the error state, never Copied, when the Markdown cannot be fetched', async () => {
    const { page } = await clipboardPage();
    await page.route(`**${BUTTON_PAGE}.md`, (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Copy failed' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Copied' }).count()).toBe(0);
    expect(await page.locator('.page-actions [role="status"]').textContent()).toBe('Copy failed');
    expect(await clipboardText(page)).toBe('before');
  });

  it('works from the keyboard alone: open, move, Escape back to the button, copy from the menu', async () => {
    const { page } = await clipboardPage();
    await page.getByRole('button', { name: 'Copy page' }).focus();
    await page.keyboard.press('Tab');
    // Not by role: while the menu is open, MUI hides the rest of the page from the accessibility tree.
    const toggle = page.locator('.page-actions-toggle');
    expect(await toggle.getAttribute('aria-label')).toBe(MENU_TOGGLE.name);
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');

    for (const key of ['Enter', ' ', 'ArrowDown']) {
      await page.keyboard.press(key);
      await page.getByRole('menu').waitFor({ timeout: 5000 });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(focusedText).toMatch(/^Copy page/);
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedText).toMatch(/^View as Markdown/);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached', timeout: 5000 });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await expect
        .poll(() => toggle.evaluate((element) => element === document.activeElement))
        .toBe(true);
    }

    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedText).toMatch(/^Copy page/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    expect(await clipboardText(page)).toBe(await servedMarkdown(page, BUTTON_PAGE));
  });

  it('links the Markdown copy, and opens ChatGPT and Claude in a new tab asking to read it', async () => {
    const { page } = await clipboardPage();
    const context = page.context();
    // No request leaves the machine: the assistants' pages are answered here.
    await context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>assistant</title>' }),
    );
    const prompt = `Read ${baseURL}${BUTTON_PAGE}.md so I can ask questions about it.`;
    for (const [name, origin, path] of [
      ['Open in ChatGPT', 'https://chatgpt.com', '/'],
      ['Open in Claude', 'https://claude.ai', '/new'],
    ] as const) {
      await page.getByRole('button', MENU_TOGGLE).click();
      const item = page.getByRole('menuitem', { name: new RegExp(name) });
      expect(await item.getAttribute('target')).toBe('_blank');
      expect(await item.getAttribute('rel')).toBe('noopener noreferrer');
      const [popup] = await Promise.all([context.waitForEvent('page'), item.click()]);
      await popup.waitForLoadState('domcontentloaded');
      const opened = new URL(popup.url());
      expect(opened.origin).toBe(origin);
      expect(opened.pathname).toBe(path);
      expect(opened.searchParams.get('q')).toBe(prompt);
      await popup.close();
      await page.getByRole('menu').waitFor({ state: 'detached', timeout: 5000 });
    }

    await page.getByRole('button', MENU_TOGGLE).click();
    const view = page.getByRole('menuitem', { name: /View as Markdown/ });
    expect(await view.getAttribute('href')).toBe(`${BUTTON_PAGE}.md`);
    const markdown = await servedMarkdown(page, BUTTON_PAGE);
    // The Markdown's own response: other requests (a chunk fetched ahead) may answer first.
    const [response] = await Promise.all([
      page.waitForEvent('response', (r) => r.url().endsWith(`${BUTTON_PAGE}.md`)),
      view.click(),
    ]);
    expect(response.url()).toBe(`${baseURL}${BUTTON_PAGE}.md`);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    expect(await response.text()).toBe(markdown);
  });
});

describe('Copy section', () => {
  it('copies exactly one h2 section of the Markdown, from a button shown on hover', async () => {
    const { page, errors } = await clipboardPage();
    const heading = page.getByRole('heading', { level: 2, name: 'Colours and sizes' });
    const button = page.getByRole('button', {
      name: 'Copy section ‘Colours and sizes’ as Markdown',
    });
    expect(await button.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await heading.scrollIntoViewIfNeeded();
    const before = await heading.boundingBox();
    await heading.hover();
    await expect
      .poll(() => button.evaluate((element) => getComputedStyle(element).opacity))
      .toBe('1');
    expect(await heading.boundingBox()).toEqual(before);
    await button.click();
    const expected = sectionOf(await servedMarkdown(page, BUTTON_PAGE), 'Colours and sizes');
    await expect.poll(() => clipboardText(page)).toBe(expected);
    expect(expected).not.toContain('## Icons and state');
    await expect.poll(() => page.getByText('Section ‘Colours and sizes’ copied').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("copies an API page's Props section, reached with the keyboard", async () => {
    const { page } = await clipboardPage('/material-ui/api/button');
    const button = page.getByRole('button', { name: 'Copy section ‘Props’ as Markdown' });
    await button.focus();
    await expect
      .poll(() => button.evaluate((element) => getComputedStyle(element).opacity))
      .toBe('1');
    await page.keyboard.press('Enter');
    const expected = sectionOf(await servedMarkdown(page, '/material-ui/api/button'), 'Props');
    await expect.poll(() => clipboardText(page)).toBe(expected);
    expect(expected).toMatch(/^## Props\n[\s\S]*\| `variant` \|/);
  });
});
