import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { sharedTestBrowser } from './browser';

// The header as the prerendered HTML lays it out (the app's scripts are not loaded: what is
// checked is what the reader sees before hydration).
const baseURL = inject('baseURL');
const ROUTES = [
  '/material-ui/react-button',
  '/x/react-data-grid/overview',
  '/base-ui/getting-started',
  '/toolpad/studio/overview',
  '/',
];
const WIDTHS = [360, 390, 600, 900, 1280];
/** Toolbar height on phones (56) and wider windows (64): one row of controls. */
const MAX_HEADER_HEIGHT = 65;
const tb = sharedTestBrowser();

async function openWithoutScripts(width: number): Promise<Page> {
  const context = await tb.browser.newContext({ viewport: { width, height: 800 } });
  await context.route('**/*.js', (route) => route.abort());
  return context.newPage();
}

/**
 * For every point at which the browser could stop parsing the header (after any element's start
 * tag, or after its end tag), the header is cut there and every complete element left in it is
 * compared with where it stands in the whole header. Returns one line per element that would
 * move when the rest of the header arrives.
 */
function movedByPartialHeaders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    let header = document.querySelector('header')!;
    const original = header.cloneNode(true) as HTMLElement;
    const elementsOf = (root: Element) => [...root.querySelectorAll('*')];
    const positionOf = (element: Element) => {
      const { x, y } = element.getBoundingClientRect();
      return `${Math.round(x)},${Math.round(y)}`;
    };
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
    const whole = elementsOf(header).map(positionOf);
    const moved = new Set<string>();
    const count = whole.length;
    for (let index = 0; index < count; index += 1) {
      for (const keepChildren of [false, true]) {
        const live = elementsOf(header)[index]!;
        if (!keepChildren) live.replaceChildren();
        // Everything after the cut goes: the following siblings of the element and of each of
        // its ancestors inside the header.
        for (let node: Node = live; node !== header; node = node.parentNode!) {
          while (node.nextSibling) node.nextSibling.remove();
        }
        elementsOf(header).forEach((element, position) => {
          // What is compared is what the browser has wholly parsed: the cut element (when its
          // children are parsed) and everything before it, not the elements still open.
          const open = element === live ? !keepChildren : element.contains(live);
          if (open || !element.getClientRects().length) return;
          if (positionOf(element) !== whole[position]) {
            moved.add(`${label(element)} (cut at ${label(live)})`);
          }
        });
        const fresh = original.cloneNode(true) as HTMLElement;
        header.replaceWith(fresh);
        header = fresh;
      }
    }
    return [...moved];
  });
}

describe('the header', () => {
  for (const width of WIDTHS) {
    it(`is one row and nothing in it moves as it is parsed: ${width}px`, async () => {
      const page = await openWithoutScripts(width);
      const failures: string[] = [];
      for (const route of ROUTES) {
        await page.goto(`${baseURL}${route}`, { waitUntil: 'domcontentloaded' });
        const height = await page
          .locator('header')
          .evaluate((h) => (h as HTMLElement).offsetHeight);
        if (height > MAX_HEADER_HEIGHT) failures.push(`${route}: header ${height}px tall`);
        for (const line of await movedByPartialHeaders(page)) failures.push(`${route}: ${line}`);
      }
      await page.context().close();
      expect(failures).toEqual([]);
    });
  }
});
