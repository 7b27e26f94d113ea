import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { unzipSync, strFromU8 } from 'fflate';
import { decompressFromBase64 } from 'lz-string';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, sharedTestBrowser } from './browser';
import { cspViolations, recordCspViolations } from './cspViolations';

const baseURL = inject('baseURL');
const tb = sharedTestBrowser();

// The version the site is built with, which build/dependencyVersions.test.ts holds to the one the
// versions page documents.
const materialVersion = (
  createRequire(import.meta.url)('@mui/material/package.json') as { version: string }
).version;

/** A demo's TypeScript source as the site shows it: the file, ending in one newline. */
const sourceOf = (file: string) =>
  `${readFileSync(new URL(`../src/products/${file}`, import.meta.url), 'utf8').trimEnd()}\n`;

interface DemoCase {
  product: string;
  path: string;
  name: string;
  file: string;
  /** Changes the demo's state; `changed` tells whether it is changed. */
  change: (demo: Locator) => Promise<void>;
  changed: (demo: Locator) => Promise<boolean>;
}

const CASES: DemoCase[] = [
  {
    product: 'Material UI',
    path: '/material-ui/react-chip',
    name: 'ChipDeletable',
    file: 'material-ui/demos/ChipDeletable.tsx',
    change: (demo) => demo.locator('.demo-preview .MuiChip-deleteIcon').first().click(),
    changed: async (demo) => (await demo.locator('.demo-preview .MuiChip-root').count()) === 3,
  },
  {
    product: 'MUI System',
    path: '/system/getting-started/the-sx-prop',
    name: 'SystemSxConditional',
    file: 'system/demos/SystemSxConditional.tsx',
    change: (demo) =>
      demo.locator('.demo-preview').getByRole('button', { name: 'critical' }).click(),
    changed: async (demo) =>
      (await demo
        .locator('.demo-preview')
        .getByRole('button', { name: 'critical' })
        .getAttribute('class'))!.includes('MuiButton-contained'),
  },
];

async function demoPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(tb.browser);
  await opened.page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await recordCspViolations(opened.page.context());
  await gotoHydrated(opened.page, `${baseURL}${path}`);
  return opened;
}

/** Catches the next form POST to a sandbox host (in the new tab it opens) and answers it. */
async function interceptSandbox(page: Page, host: string): Promise<() => Promise<URLSearchParams>> {
  let resolve!: (body: URLSearchParams) => void;
  const posted = new Promise<URLSearchParams>((r) => (resolve = r));
  await page.context().route(`https://${host}/**`, async (route) => {
    const request = route.request();
    expect(request.method()).toBe('POST');
    resolve(new URLSearchParams(request.postData() ?? ''));
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sandbox</p>' });
  });
  return () => posted;
}

describe.each(CASES)('demo toolbar on a $product demo', (demoCase) => {
  it('shows and copies the full source, resets the demo and the focus', async () => {
    const { page, errors } = await demoPage(demoCase.path);
    const demo = page.locator(`[data-demo="${demoCase.name}"]`);
    const toolbar = demo.getByRole('toolbar');
    const expected = sourceOf(demoCase.file);

    // Collapsed first; the button shows all of it.
    const show = toolbar.getByRole('button', { name: 'Show the full source' });
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    await show.click();
    expect(await show.getAttribute('aria-expanded')).toBe('true');
    expect(`${await demo.locator('.demo-source pre').first().textContent()}\n`).toBe(expected);

    await toolbar.getByRole('button', { name: 'Copy the source' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    await demoCase.change(demo);
    expect(await demoCase.changed(demo)).toBe(true);
    await toolbar.getByRole('button', { name: 'Reset the demo' }).click();
    await expect.poll(() => demoCase.changed(demo)).toBe(false);

    await toolbar.getByRole('button', { name: 'Reset focus: move it to the demo' }).click();
    const focusInDemo = () =>
      demo.locator('.demo-preview').evaluate((preview) => preview.contains(document.activeElement));
    expect(await focusInDemo()).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('posts the project to StackBlitz and CodeSandbox, and downloads the same files', async () => {
    const { page, errors } = await demoPage(demoCase.path);
    const demo = page.locator(`[data-demo="${demoCase.name}"]`);
    const toolbar = demo.getByRole('toolbar');
    const expected = sourceOf(demoCase.file);

    const stackBlitz = await interceptSandbox(page, 'stackblitz.com');
    await toolbar.getByRole('button', { name: /Open in StackBlitz/ }).click();
    const fields = await stackBlitz();
    // A form posts text with CRLF line ends.
    const field = (name: string) => fields.get(name)?.replace(/\r\n/g, '\n');
    expect(field('project[files][src/Demo.tsx]')).toBe(expected);
    const packageJson = JSON.parse(field('project[files][package.json]')!);
    const dependencies = { ...packageJson.dependencies, ...packageJson.devDependencies };
    expect(dependencies['@mui/material']).toBe(materialVersion);
    expect(dependencies.react).toMatch(/^\d+\.\d+\.\d+$/);

    const codeSandbox = await interceptSandbox(page, 'codesandbox.io');
    await toolbar.getByRole('button', { name: /Open in CodeSandbox/ }).click();
    const parameters = (await codeSandbox()).get('parameters')!;
    const standard = parameters.replace(/-/g, '+').replace(/_/g, '/');
    const { files } = JSON.parse(decompressFromBase64(standard)) as {
      files: Record<string, { content: string }>;
    };
    expect(files['src/Demo.tsx']!.content).toBe(expected);
    expect(JSON.parse(files['package.json']!.content)).toEqual(packageJson);

    const download = page.waitForEvent('download');
    await toolbar.getByRole('button', { name: 'Download the demo as a zip' }).click();
    const zip = unzipSync(readFileSync((await (await download).path())!));
    const zipped = Object.fromEntries(
      Object.entries(zip)
        .filter(([path]) => !path.endsWith('/'))
        .map(([path, bytes]) => [path.slice(path.indexOf('/') + 1), strFromU8(bytes)]),
    );
    expect(zipped['src/Demo.tsx']).toBe(expected);
    expect(Object.keys(zipped).sort()).toEqual(Object.keys(files).sort());
    for (const [path, { content }] of Object.entries(files))
      expect(zipped[path], path).toBe(content);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens the demo full screen, on a prerendered page of its own, and back', async () => {
    const { page, errors } = await demoPage(demoCase.path);
    const demo = page.locator(`[data-demo="${demoCase.name}"]`);
    await demo.getByRole('link', { name: 'Open the demo full screen' }).click();
    await page.waitForURL(/\/demos\/[a-z0-9-]+$/);
    const fullScreenUrl = page.url();
    await expect
      .poll(() => page.locator(`[data-demo="${demoCase.name}"] .demo-preview`).count())
      .toBe(1);
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.title()).toContain(demoCase.name);

    // The same address, fetched as a first visit: the demo is in the HTML, before any script.
    const response = await page.request.get(fullScreenUrl);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-demo="${demoCase.name}"`);
    expect(html).toMatch(/class="[^"]*demo-preview/);
    // A demo the page does not have is no page at all.
    const missing = await page.request.get(`${baseURL}${demoCase.path}/demos/no-such-demo`);
    expect(missing.status()).toBe(404);

    await page.getByRole('link', { name: /^Back to / }).click();
    await page.waitForURL(new RegExp(`${demoCase.path}#demo-`));
    expect(await page.locator(`[data-demo="${demoCase.name}"]`).count()).toBe(1);
    expect(await cspViolations(page)).toEqual([]);
    // React reports the error an error boundary caught; nothing else may reach the console.
    expect(errors.filter((error) => !error.includes('boom'))).toEqual([]);
  });
});

describe('demo toolbar', () => {
  it('moves focus with the arrow keys, Home and End, and is one tab stop', async () => {
    const { page } = await demoPage('/material-ui/react-button');
    const toolbar = page.locator('[data-demo="ButtonVariants"]').getByRole('toolbar');
    const controls = toolbar.locator('button, a[href]');
    const count = await controls.count();
    expect(count).toBeGreaterThan(8);
    const tabStops = await controls.evaluateAll(
      (elements) => elements.filter((e) => (e as HTMLElement).tabIndex === 0).length,
    );
    expect(tabStops).toBe(1);
    await controls.first().focus();
    const focusedIndex = () =>
      controls.evaluateAll((elements) => elements.indexOf(document.activeElement as HTMLElement));
    await page.keyboard.press('ArrowRight');
    expect(await focusedIndex()).toBe(1);
    await page.keyboard.press('End');
    expect(await focusedIndex()).toBe(count - 1);
    await page.keyboard.press('ArrowRight');
    expect(await focusedIndex()).toBe(0);
    await page.keyboard.press('ArrowLeft');
    expect(await focusedIndex()).toBe(count - 1);
    await page.keyboard.press('Home');
    expect(await focusedIndex()).toBe(0);
    // Enter on a control works like a click: the source opens.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect(
      await toolbar
        .getByRole('button', { name: 'Show the full source' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
  });
});

describe('live editing', () => {
  it('runs the edited source, keeps the last good preview on an error, and resets', async () => {
    const { page, errors } = await demoPage('/material-ui/react-button');
    const demo = page.locator('[data-demo="ButtonVariants"]');
    const outlined = () => demo.locator('.demo-preview .MuiButton-outlined').count();
    const before = await outlined();
    await demo.getByRole('button', { name: 'Show the full source' }).click();

    const focused = performance.now();
    await demo.locator('.demo-source pre').first().focus();
    const editor = demo.getByRole('textbox', { name: /editable/ });
    await editor.waitFor();
    await expect.poll(() => editor.evaluate((e) => e.contains(document.activeElement))).toBe(true);
    console.log(`[demo editor] focus to editable: ${Math.round(performance.now() - focused)} ms`);

    const source = sourceOf('material-ui/demos/ButtonVariants.tsx');
    const edited = source.replace('variant="contained">Contained', 'variant="outlined">Contained');
    expect(edited).not.toBe(source);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(edited);
    await expect.poll(outlined, { timeout: 10_000 }).toBe(before + 1);

    // A syntax error: a message with its line, and the last good preview stays.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(edited.replace('<Stack', '<Stack <'));
    const error = demo.locator('.demo-error');
    await expect.poll(() => error.textContent(), { timeout: 10_000 }).toMatch(/Line \d+/);
    expect(await outlined()).toBe(before + 1);

    // A runtime error: its line (where the throw is), and still the last good preview.
    const throwing = edited.replace('  return (', "  throw new Error('boom');\n  return (");
    const throwLine = throwing.split('\n').findIndex((line) => line.includes('boom')) + 1;
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(throwing);
    await expect
      .poll(() => error.textContent(), { timeout: 10_000 })
      .toMatch(new RegExp(`Line ${throwLine}: .*boom`));
    expect(await outlined()).toBe(before + 1);

    await demo.getByRole('button', { name: 'Reset the demo' }).click();
    await expect.poll(outlined).toBe(before);
    expect(await error.count()).toBe(0);
    expect(await cspViolations(page)).toEqual([]);
    // React reports the error an error boundary caught; nothing else may reach the console.
    expect(errors.filter((error) => !error.includes('boom'))).toEqual([]);
  });
});
