import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { COLOUR_RULES, seriousFindings } from './axe';
import { openPage, PAGE_HYDRATED_SELECTOR, READER_USER_AGENT, sharedTestBrowser } from './browser';
import { cspViolations, recordCspViolations } from './cspViolations';
import { browserSweepPaths } from './siteFiles';

const baseURL = inject('baseURL');
const tb = sharedTestBrowser();
// Pages loaded side by side: a page spends much of its time waiting on its chunks and on the
// DevTools protocol, so more than two keep the machine's two cores busy.
const PARALLEL_PAGES = 4;
/** Demos' full-screen pages, which the sitemap leaves out (their page is what to find). */
const FULL_SCREEN_DEMOS = [
  '/material-ui/react-button/demos/button-variants',
  '/system/getting-started/the-sx-prop/demos/system-sx-conditional',
  '/x/react-data-grid/overview/demos/data-grid-sorting-filtering',
  '/joy-ui/react-input/demos/joy-input-validation',
];

const colourScheme = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.muiColorScheme);

/** Everything one route must satisfy, as failure lines; the page is left in dark mode. */
async function checkRoute(page: Page, errors: string[], path: string): Promise<string[]> {
  const failures: string[] = [];
  errors.length = 0;
  await page.emulateMedia({ colorScheme: 'light' });
  const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
  // The page's content hydrates after the shell: wait for it, so its errors are seen too.
  await page.waitForSelector(PAGE_HYDRATED_SELECTOR, { timeout: 15_000 });
  if (response?.status() !== 200) failures.push(`status ${response?.status()}`);
  const title = await page.title();
  if (!title.endsWith('docshell')) failures.push(`title "${title}"`);
  const h1 = await page.locator('h1').count();
  if (h1 !== 1) failures.push(`${h1} h1 elements`);
  const light = await colourScheme(page);
  if (light !== 'light') failures.push(`rendered in ${light} mode, not light`);
  failures.push(...(await seriousFindings(page)));
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await page
    .waitForFunction(() => document.documentElement.dataset.muiColorScheme === 'dark', {
      timeout: 5_000,
    })
    .then(() => 'dark')
    .catch(() => colourScheme(page));
  if (dark !== 'dark') failures.push(`stayed ${dark} when the system went dark`);
  for (const line of await seriousFindings(page, COLOUR_RULES)) {
    failures.push(`dark mode: ${line}`);
  }
  // Read after axe has run: by then the ad (which starts after hydration) has loaded.
  const csp = await cspViolations(page);
  if (csp.length) failures.push(`CSP ${csp.join(' | ')}`);
  if (errors.length) failures.push(`console ${errors.join(' | ')}`);
  return failures.map((failure) => `${path}: ${failure}`);
}

// One sweep of every route checks all of this: loading each page is most of the cost. Each page
// loads in light mode and runs every axe rule; then the system preference turns dark, the page
// follows it live (the default mode is "system") with the same markup, so only the colour rules
// run again.
describe('every route', () => {
  it(
    'answers 200 with its title and one h1, hydrates, logs no console error, and in light and dark mode has zero CSP violations and no serious or critical axe finding',
    { timeout: 900_000 },
    async () => {
      const paths = [...browserSweepPaths(), ...FULL_SCREEN_DEMOS];
      expect(paths.length).toBeGreaterThan(100);
      const queue = [...paths];
      const failures: string[] = [];
      let checked = 0;
      await Promise.all(
        Array.from({ length: PARALLEL_PAGES }, async () => {
          // A reader's user agent, so the ads (and the ad network's script) run too.
          const { page, errors } = await openPage(tb.browser, {
            colorScheme: 'light',
            userAgent: READER_USER_AGENT,
          });
          await recordCspViolations(page);
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
            failures.push(...(await checkRoute(page, errors, path)));
            checked += 1;
          }
          await page.context().close();
        }),
      );
      expect(failures).toEqual([]);
      expect(checked).toBe(paths.length);
    },
  );
});
