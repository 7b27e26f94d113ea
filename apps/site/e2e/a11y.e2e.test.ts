import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, READER_USER_AGENT, sharedTestBrowser } from './browser';
import { cspViolations, recordCspViolations } from './cspViolations';
import { browserSweepPaths } from './siteFiles';

// Every route, in light and dark mode, under the site's Content-Security-Policy: zero CSP
// violations and no serious or critical axe-core finding. (One sweep checks both: loading each
// route is most of the cost.) axe is evaluated through the DevTools protocol rather than added as
// a <script> element: the CSP (rightly) refuses inline scripts, and the pages are checked under
// the policy they ship with.
const baseURL = inject('baseURL');
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const PARALLEL_PAGES = 4;
const BLOCKING_IMPACTS = ['serious', 'critical'];
const tb = sharedTestBrowser();
/** Demos' full-screen pages, which the sitemap leaves out (their page is what to find). */
const FULL_SCREEN_DEMOS = [
  '/material-ui/react-button/demos/button-variants',
  '/system/getting-started/the-sx-prop/demos/system-sx-conditional',
  '/x/react-data-grid/overview/demos/data-grid-sorting-filtering',
  '/joy-ui/react-input/demos/joy-input-validation',
];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * The demos of Joy UI, Base UI, MUI X and Toolpad run those libraries' own markup and styles
 * (their disabled colours, the data grid's row attributes, the tree view's unlabelled checkboxes,
 * MUI X's licence watermark…): findings there are the libraries', listed in the README, not the
 * site's. Everything else on those pages, the demo frame included, is checked.
 */
const LIBRARY_DEMO_PAGES = /^\/(joy-ui|base-ui|x|toolpad)\/(?!.*\/api\/)/;

/** Serious and critical findings on the page as it is now, one line per element. */
async function seriousFindings(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const libraryDemos = LIBRARY_DEMO_PAGES.test(new URL(page.url()).pathname);
  const violations = await page.evaluate(
    async ({ only, skipDemos }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      const options = only ? { runOnly: { type: 'rule', values: only } } : {};
      const context = skipDemos ? { exclude: [['.demo-preview']] } : document;
      const result = (await axe.run(context, { ...options, resultTypes: ['violations'] })) as {
        violations: AxeViolation[];
      };
      return result.violations;
    },
    { only: rules, skipDemos: libraryDemos },
  );
  return violations
    .filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (node) => `${v.id} (${v.impact}): ${v.help} at ${node.target.join(' ')}: ${node.html}`,
      ),
    );
}

/** Rules whose outcome depends on colours: the only ones the dark pass needs to run again. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const colourScheme = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.muiColorScheme);

describe('every route, under the CSP', () => {
  // Each page loads once, in light mode, and runs every rule. Then the system preference turns
  // dark: the page follows it live (the default mode is "system"), with the same markup, so only
  // the colour rules run again. Loading a page is most of a sweep's cost.
  it(
    'light and dark mode: zero CSP violations, no serious or critical axe finding',
    { timeout: 900_000 },
    async () => {
      const paths = [...browserSweepPaths(), ...FULL_SCREEN_DEMOS];
      const queue = [...paths];
      const failures: string[] = [];
      let checked = 0;
      await Promise.all(
        Array.from({ length: PARALLEL_PAGES }, async () => {
          // A reader's user agent, so the ads (and the ad network's script) run too.
          const context = await tb.browser.newContext({
            colorScheme: 'light',
            userAgent: READER_USER_AGENT,
          });
          const page = await context.newPage();
          await recordCspViolations(page);
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
            await page.emulateMedia({ colorScheme: 'light' });
            await gotoHydrated(page, `${baseURL}${path}`);
            const light = await colourScheme(page);
            if (light !== 'light') failures.push(`${path}: rendered in ${light} mode, not light`);
            for (const line of await seriousFindings(page)) failures.push(`${path}: ${line}`);
            await page.emulateMedia({ colorScheme: 'dark' });
            const dark = await page
              .waitForFunction(() => document.documentElement.dataset.muiColorScheme === 'dark', {
                timeout: 5_000,
              })
              .then(() => 'dark')
              .catch(() => colourScheme(page));
            if (dark !== 'dark') failures.push(`${path}: stayed ${dark} when the system went dark`);
            for (const line of await seriousFindings(page, COLOUR_RULES)) {
              failures.push(`${path}: dark mode: ${line}`);
            }
            // Read after axe has run: by then the ad (which starts after hydration) has loaded.
            const csp = await cspViolations(page);
            if (csp.length) failures.push(`${path}: CSP ${csp.join(' | ')}`);
            checked += 1;
          }
          await context.close();
        }),
      );
      expect(failures).toEqual([]);
      expect(checked).toBe(paths.length);
      expect(paths.length).toBeGreaterThan(100);
    },
  );

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
