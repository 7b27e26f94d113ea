import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, sharedTestBrowser } from './browser';

const baseURL = inject('baseURL');
const tb = sharedTestBrowser();

/** A demo on its page, once the page is hydrated, with the console errors of the visit. */
async function demoOn(
  path: string,
  name: string,
): Promise<{ demo: Locator; page: Page; errors: string[] }> {
  const { page, errors } = await openPage(tb.browser);
  await gotoHydrated(page, `${baseURL}${path}`);
  const demo = page.locator(`figure[data-demo="${name}"] .demo-preview`);
  await demo.scrollIntoViewIfNeeded();
  return { demo, page, errors };
}

/**
 * Waits until React owns `element`: a demo from another library hydrates after its page, when its
 * code arrives (src/demos/lazyDemo.tsx), and a click on it before then would not reach a handler.
 */
async function hydrated(element: Locator): Promise<void> {
  await element.first().waitFor();
  await expect
    .poll(
      () =>
        element
          .first()
          .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
      { timeout: 15_000 },
    )
    .toBe(true);
}

describe('the real libraries in the demos', () => {
  it('sorts a data grid when its column header is clicked', async () => {
    const { demo, page, errors } = await demoOn(
      '/x/react-data-grid/overview',
      'DataGridSortingFiltering',
    );
    const header = demo.getByRole('columnheader', { name: 'Amount' });
    await hydrated(header);
    const firstAmount = demo.locator('[role="row"][aria-rowindex="2"] [data-field="amount"]');
    await header.click();
    await expect.poll(() => firstAmount.textContent(), { timeout: 10_000 }).toBe('$365.50');
    await header.click();
    await expect.poll(() => firstAmount.textContent(), { timeout: 10_000 }).toBe('$7,385.00');
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a date picker and picks a date', async () => {
    const { demo, page, errors } = await demoOn(
      '/x/react-date-pickers/overview',
      'PickerDatePickerBasic',
    );
    const input = demo.getByLabel('Start date');
    // The picker is server-rendered with its value.
    expect(await input.inputValue()).toBe('05/14/2024');
    const open = demo.getByRole('button', { name: /Choose date/ });
    await hydrated(open);
    await open.click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('gridcell', { name: '20' }).click();
    await expect.poll(() => input.inputValue(), { timeout: 10_000 }).toBe('05/20/2024');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('prerenders a chart’s series as SVG', async () => {
    // The HTML as the server sends it, before any script runs.
    const html = await (await fetch(`${baseURL}/x/react-charts/overview`)).text();
    const start = html.indexOf('data-demo="ChartLineDataset"');
    expect(start).toBeGreaterThan(0);
    const figure = html.slice(start, html.indexOf('</figure>', start));
    expect(figure).toMatch(/<svg[^>]*>/);
    // Each series is drawn: a line element with its path, not only the axes.
    const lines = [...figure.matchAll(/<path[^>]*class="[^"]*MuiLineElement-root[^"]*"[^>]*>/g)];
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const [line] of lines) expect(line).toMatch(/\sd="M[\d.]+/);
    // Drawn, not only present: no series is clipped away while it waits for an animation.
    const clips = [
      ...figure.matchAll(/<clipPath id="[^"]*-line-clip"><rect [^>]*width="([\d.]+)"/g),
    ];
    expect(clips.length).toBe(lines.length);
    for (const [, width] of clips) expect(Number(width)).toBeGreaterThan(100);
  });

  it('prerenders bars at their heights and pie slices at their angles', async () => {
    const html = await (await fetch(`${baseURL}/x/react-charts/pie`)).text();
    const arcs = [...html.matchAll(/<path[^>]*class="[^"]*MuiPieArc-root[^"]*"[^>]*>/g)];
    expect(arcs.length).toBeGreaterThan(0);
    // A slice of no angle is a path with no arc command.
    for (const [arc] of arcs) expect(arc).toMatch(/\sd="[^"]*A[\d.]/);

    // No script runs: these are the bars as a reader sees them before the chart hydrates.
    const { page } = await openPage(tb.browser, {
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled: false,
    });
    await page.goto(`${baseURL}/x/react-charts/overview`);
    const bars = page.locator('figure[data-demo="ChartBarQuarterly"] rect.MuiBarElement-root');
    expect(await bars.count()).toBe(8);
    for (const bar of await bars.all()) {
      expect((await bar.boundingBox())?.height ?? 0).toBeGreaterThan(20);
    }
    await page.context().close();

    // On a phone the chart, drawn on the server wider than the screen, is scaled to fit its box.
    const { page: phone } = await openPage(tb.browser, {
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    await phone.goto(`${baseURL}/x/react-charts/overview`);
    const preview = phone.locator('figure[data-demo="ChartBarQuarterly"] .demo-preview');
    const box = await preview.boundingBox();
    const phoneBars = preview.locator('rect.MuiBarElement-root');
    expect(await phoneBars.count()).toBe(8);
    for (const bar of await phoneBars.all()) {
      const barBox = await bar.boundingBox();
      expect(barBox!.x + barBox!.width).toBeLessThanOrEqual(box!.x + box!.width);
    }
    await phone.context().close();
  });

  it('runs a Joy UI input', { timeout: 60_000 }, async () => {
    const { demo, page, errors } = await demoOn('/joy-ui/react-input', 'JoyInputControlled');
    const search = demo.getByLabel('Search orders');
    await hydrated(search);
    const status = demo.getByRole('status');
    const before = await status.textContent();
    await search.fill('zzz-no-such-order');
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).not.toBe(before);
    expect(await status.textContent()).toMatch(/^0 of \d+ orders$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('runs a Base UI switch', { timeout: 60_000 }, async () => {
    const { demo, page, errors } = await demoOn('/base-ui/react-switch', 'BaseSwitchBasic');
    const wordCount = demo.getByRole('switch', { name: 'Show word count' });
    await hydrated(wordCount);
    expect(await wordCount.isChecked()).toBe(false);
    await demo.getByText('Show word count').click();
    await expect.poll(() => wordCount.isChecked(), { timeout: 10_000 }).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hydrates a demo far below the fold only once it is scrolled near', async () => {
    const { page, errors } = await openPage(tb.browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${baseURL}/x/react-data-grid/overview`);
    const preview = (name: string) => page.locator(`figure[data-demo="${name}"] .demo-preview`);
    // A data grid prerenders as an empty box of its height and draws its rows once hydrated. The
    // first is in view: it hydrates. The last, screens below, keeps its empty box meanwhile,
    // though the grid library it needs has arrived.
    await hydrated(preview('DataGridBasic').getByRole('grid'));
    await page.waitForLoadState('networkidle');
    const last = preview('DataGridToolbar');
    expect(await last.getByRole('grid').count()).toBe(0);
    await last.scrollIntoViewIfNeeded();
    await hydrated(last.getByRole('grid'));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('mounts a data grid afresh in its prerendered box, but hydrates a chart in place', async () => {
    const { page, errors } = await openPage(tb.browser, { viewport: { width: 1280, height: 800 } });
    // The demos' prerendered nodes, kept before any of the site's scripts runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const first = (selector: string) => document.querySelector(selector);
        Object.assign(window, {
          prerendered: {
            grid: first('figure[data-demo="DataGridBasic"] .demo-preview > div'),
            chart: first('figure[data-demo="ChartBarQuarterly"] .demo-preview svg'),
          },
        });
      });
    });
    type Prerendered = { prerendered: Record<'grid' | 'chart', Element | null> };
    const isKept = (name: 'grid' | 'chart') =>
      page.evaluate((key) => {
        const node = (window as unknown as Prerendered).prerendered[key];
        if (!node) throw new Error(`no prerendered ${key}`);
        return node.isConnected;
      }, name);

    await gotoHydrated(page, `${baseURL}/x/react-data-grid/overview`);
    const grid = page.locator('figure[data-demo="DataGridBasic"] .demo-preview');
    const boxHeight = () => grid.evaluate((node) => node.getBoundingClientRect().height);
    const prerenderedHeight = await boxHeight();
    await hydrated(grid.getByRole('grid'));
    // The grid's library renders nothing on the server: its empty box is replaced, not hydrated,
    // by a box of the same height holding the grid.
    expect(await isKept('grid')).toBe(false);
    expect(await boxHeight()).toBe(prerenderedHeight);
    // The note over its empty box went with it.
    expect(await grid.locator('.demo-mount-note').count()).toBe(0);

    await gotoHydrated(page, `${baseURL}/x/react-charts/overview`);
    const chart = page.locator('figure[data-demo="ChartBarQuarterly"] .demo-preview');
    await hydrated(chart.locator('svg'));
    // A chart is drawn on the server: hydrating keeps the very SVG the page arrived with.
    expect(await isKept('chart')).toBe(true);
    // Then it redraws at the width it measured (in a transition), not the server's 720 px.
    const drawnWidth = () =>
      chart.locator('svg:has(.MuiChartsAxis-root)').evaluate((svg) => ({
        drawn: Number(svg.getAttribute('width')),
        box: Math.floor(svg.parentElement!.parentElement!.getBoundingClientRect().width),
      }));
    await expect.poll(async () => (await drawnWidth()).drawn).not.toBe(720);
    const { drawn, box } = await drawnWidth();
    expect(drawn).toBe(box);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says what comes in a grid’s empty box: the demo loading, or that it needs scripts', async () => {
    const note = (page: Page) =>
      page.locator('figure[data-demo="DataGridBasic"] .demo-preview .demo-mount-note');
    const { page } = await openPage(tb.browser, { javaScriptEnabled: false });
    await page.goto(`${baseURL}/x/react-data-grid/overview`);
    expect(await note(page).innerText()).toMatch(/turn on JavaScript/);
    await page.context().close();

    const { page: live, errors } = await openPage(tb.browser);
    // Hold the grid's code back: the reader meanwhile sees that it is coming.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldRequests = 0;
    await live.route(/\/assets\/x-data-grid-[^/]*\.js$/, async (route) => {
      heldRequests += 1;
      await held;
      await route.continue();
    });
    await gotoHydrated(live, `${baseURL}/x/react-data-grid/overview`);
    await note(live).scrollIntoViewIfNeeded();
    // The grid's code was asked for and is being held: what the note says is while it loads.
    await expect.poll(() => heldRequests, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await note(live).innerText()).toBe('Loading the live demo…');
    release();
    await hydrated(live.locator('figure[data-demo="DataGridBasic"]').getByRole('grid'));
    expect(await note(live).count()).toBe(0);
    expect(errors).toEqual([]);
    await live.context().close();
  });

  it('shows MUI X’s own watermark on a Pro grid when no licence key is configured', async () => {
    const { demo, page } = await demoOn(
      '/x/react-data-grid/column-pinning',
      'DataGridPinningInitial',
    );
    await hydrated(demo.getByRole('grid'));
    await expect
      .poll(() => demo.getByText('MUI X Missing license key').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.context().close();
  });
});
