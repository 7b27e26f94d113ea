import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoHydrated, launchBrowser, READER_USER_AGENT, type TestBrowser } from './browser';

// Cumulative layout shift from the first byte on: the prerendered page is what the reader sees
// first, so the page hydrating, the fonts and styles settling, the contents column appearing and
// the ad loading (through the fake network) must not move it. Lighthouse's CLS budget is 0.
const baseURL = inject('baseURL');
const ROUTES = [
  '/',
  '/material-ui/react-button',
  '/material-ui/api/button',
  '/x/react-data-grid/overview',
  '/material-ui/guides/server-rendering',
  '/versions',
];
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
/** After hydration: time for the ad's feed, image and any late style to land. */
const SETTLE_MS = 1500;
let tb: TestBrowser;

beforeAll(async () => {
  tb = await launchBrowser();
});
afterAll(async () => {
  await tb?.close();
});

describe('layout shift from first paint', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`is zero on every sample route: ${name}, ${colorScheme}`, async () => {
        const context = await tb.browser.newContext({
          viewport,
          colorScheme,
          userAgent: READER_USER_AGENT,
        });
        const page = await context.newPage();
        // `buffered: true` also reports the shifts that happened before this observer existed.
        await page.addInitScript(() => {
          const w = window as unknown as { __shifts: string[]; __cls: number };
          w.__shifts = [];
          w.__cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node | null }[];
            }[]) {
              if (entry.hadRecentInput) continue;
              w.__cls += entry.value;
              const moved = (entry.sources ?? [])
                .map((source) => {
                  const node = source.node as Element | null | undefined;
                  return node?.nodeName
                    ? `${node.nodeName}.${String(node.className ?? '').slice(0, 40)}`
                    : '?';
                })
                .join(', ');
              w.__shifts.push(`${entry.value.toFixed(4)} (${moved})`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const failures: string[] = [];
        for (const route of ROUTES) {
          await gotoHydrated(page, `${baseURL}${route}?adMode=ok&adShape=image`);
          await page.waitForTimeout(SETTLE_MS);
          const { cls, shifts } = await page.evaluate(() => {
            const w = window as unknown as { __shifts: string[]; __cls: number };
            return { cls: w.__cls, shifts: w.__shifts };
          });
          if (cls > 0) failures.push(`${route}: CLS ${cls.toFixed(4)}: ${shifts.join(' | ')}`);
        }
        await context.close();
        expect(failures).toEqual([]);
      });
    }
  }
});
