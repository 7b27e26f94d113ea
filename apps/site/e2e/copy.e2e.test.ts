import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, sharedTestBrowser } from './browser';

const baseURL = inject('baseURL');
const tb = sharedTestBrowser();

async function clipboardPage() {
  const opened = await openPage(tb.browser);
  await opened.page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await gotoHydrated(opened.page, `${baseURL}/material-ui/getting-started/installation`);
  return opened;
}

describe('code copy', () => {
  it('copies the exact code of a block and shows Copy, Copied, Copy', async () => {
    const { page, errors } = await clipboardPage();
    const block = page.locator('[data-code-block]').first();
    const button = block.getByRole('button', { name: 'Copy the code' });
    expect(await button.textContent()).toContain('Copy');
    await button.click();
    await expect.poll(() => button.textContent()).toContain('Copied');
    const expected = await block.locator('pre').evaluate((pre) => pre.textContent);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect.poll(() => button.textContent(), { timeout: 4000 }).not.toContain('Copied');
    expect(errors).toEqual([]);
  });

  it('copies the hovered block with Ctrl+C when nothing is selected', async () => {
    const { page } = await clipboardPage();
    const second = page.locator('[data-code-block]').nth(1);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await second.locator('pre').hover();
    await page.keyboard.press('Control+C');
    const expected = await second.locator('pre').evaluate((pre) => pre.textContent);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect
      .poll(() => second.getByRole('button', { name: 'Copy the code' }).textContent())
      .toContain('Copied');
  });

  it('leaves a text selection to the browser instead of copying the block', async () => {
    const { page } = await clipboardPage();
    const second = page.locator('[data-code-block]').nth(1);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    // Select the page's first paragraph, then press the shortcut over a block.
    await page.evaluate(() => {
      const paragraph = document.querySelector('.markdown-body p')!;
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      document.getSelection()!.addRange(range);
    });
    await second.locator('pre').hover();
    await page.keyboard.press('Control+C');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const blockText = await second.locator('pre').evaluate((pre) => pre.textContent);
    expect(copied).not.toBe(blockText);
  });

  it("copies a demo's source in the language shown, TypeScript or JavaScript", async () => {
    const { page, errors } = await clipboardPage();
    await gotoHydrated(page, `${baseURL}/material-ui/react-button`);
    const demo = page.locator('[data-demo]').first();
    const copied = async () => {
      await demo.getByRole('button', { name: 'Copy the code' }).first().click();
      return page.evaluate(() => navigator.clipboard.readText());
    };
    // Collapsed, a short demo shows only its JSX: the full source is one click away.
    await demo.getByRole('button', { name: 'Show the full source' }).click();
    await demo.getByRole('button', { name: 'TS: show TypeScript source' }).click();
    const typescript = await copied();
    expect(typescript).toMatch(/^import /);
    expect(typescript).toContain('export default function');
    expect(typescript).toBe(await demo.locator('.demo-code pre').first().textContent());
    await demo.getByRole('button', { name: 'JS: show JavaScript source' }).click();
    await expect.poll(copied).not.toBe(typescript);
    const javascript = await copied();
    expect(javascript).toContain('export default function');
    expect(javascript).toBe(await demo.locator('.demo-code pre').first().textContent());
    expect(errors).toEqual([]);
  });
});
