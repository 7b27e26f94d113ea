import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoHydrated, launchBrowser, READER_USER_AGENT, type TestBrowser } from './browser';
import { sitemapPaths } from './siteFiles';

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
let tb: TestBrowser;

beforeAll(async () => {
  tb = await launchBrowser();
});
afterAll(async () => {
  await tb?.close();
});

/**
 * Findings in files this test's author does not own, reported to their owners with the fix.
 * Each must still occur (so a fixed one is removed from here, never left to hide a new one), and
 * anything not listed fails the test. The list is meant to shrink to nothing.
 */
const KNOWN_FINDINGS: {
  rule: string;
  html: RegExp;
  schemes: readonly ('light' | 'dark')[];
  /** Only seen with the settings drawer open (not in the route sweep). */
  drawer?: true;
  fix: string;
}[] = [
  {
    rule: 'label-content-name-mismatch',
    html: /aria-label="Go to the home page"/,
    schemes: ['light', 'dark'],
    fix: 'layout/AppHeader.tsx: the home link\'s aria-label hides its visible text "docshell"; drop the aria-label',
  },
  {
    rule: 'label-content-name-mismatch',
    html: /aria-label="Show (TypeScript|JavaScript) sour/,
    schemes: ['light', 'dark'],
    fix: 'mdx/Demo.tsx: the TS/JS toggle labels must contain "TS"/"JS": aria-label "TS, show TypeScript source"',
  },
  {
    rule: 'label-content-name-mismatch',
    html: /button\[value="(ltr|rtl|JS|TS)"\]/,
    schemes: ['light'],
    drawer: true,
    fix: "shell/SettingsDrawer.tsx: the direction and code buttons' aria-labels must contain their visible text (LTR, RTL, JS, TS)",
  },
  {
    rule: 'aria-input-field-name',
    html: /role="combobox"|#_r_/,
    schemes: ['light'],
    drawer: true,
    fix: 'shell/SettingsDrawer.tsx: the language Select needs a label (labelId + InputLabel, or inputProps aria-label)',
  },
  {
    rule: 'color-contrast',
    html: /--shiki-light:#E36209/,
    schemes: ['light'],
    fix: 'vite.config.ts: github-light token #E36209 is 3.48:1 on white; use the github-light-default theme',
  },
  {
    rule: 'color-contrast',
    html: /--shiki-dark:#6A737D/,
    schemes: ['dark'],
    fix: 'vite.config.ts: github-dark comments #6A737D are 3.0:1 on #24292e; use the github-dark-default theme',
  },
  {
    rule: 'color-contrast',
    html: /MuiButton-contained|MuiChip-label/,
    schemes: ['light', 'dark'],
    fix: 'docs-theme palette: warning.main #ed6c02 is 3.11:1 against white (use #b45309, 5.0:1); dark error.main #f44336 needs a dark contrastText',
  },
  {
    rule: 'color-contrast',
    html: /MuiAvatar-colorDefault/,
    schemes: ['light', 'dark'],
    fix: 'react-chip demo: the default Avatar colours are below 4.5:1; give the avatar color="primary"',
  },
  {
    rule: 'color-contrast',
    html: /class="MuiBox-root /,
    schemes: ['dark'],
    fix: 'system/breakpoints demo: white on #0288d1 is 4.0:1 in dark mode; use a darker background',
  },
  {
    rule: 'scrollable-region-focusable',
    html: /class="table-scroll"/,
    schemes: ['light', 'dark'],
    fix: 'api/ApiPage.tsx: give .table-scroll tabIndex={0}, role="region" and an aria-label',
  },
  {
    rule: 'list',
    html: /MuiList-root/,
    schemes: ['light', 'dark'],
    fix: 'react-list and density demos: <Divider component="li" />, ListItemButton inside ListItem',
  },
  {
    rule: 'listitem',
    html: /MuiListSubheader-root/,
    schemes: ['light', 'dark'],
    fix: 'react-list demo: ListSubheader outside a list needs component="div"',
  },
  {
    rule: 'nested-interactive',
    html: /MuiListItemButton-root/,
    schemes: ['light', 'dark'],
    fix: 'react-list demo: no Checkbox inside ListItemButton; role="checkbox" aria-checked on the button and a plain icon',
  },
];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

interface Finding {
  rule: string;
  /** The element's markup (axe shortens it) and its selector. */
  html: string;
  line: string;
}

/** Serious and critical findings on the page as it is now, one per element. */
async function seriousFindings(page: Page, rules?: string[]): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const options = only ? { runOnly: { type: 'rule', values: only } } : {};
    const result = (await axe.run(document, { ...options, resultTypes: ['violations'] })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  }, rules);
  return violations
    .filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((node) => ({
        rule: v.id,
        html: `${node.html} ${node.target.join(' ')}`,
        line: `${v.id} (${v.impact}): ${v.help} at ${node.target.join(' ')}`,
      })),
    );
}

/** Unknown findings as failure lines; marks the known ones it met in `met`. */
function unknown(findings: Finding[], scheme: 'light' | 'dark', met: Set<number>): string[] {
  return findings
    .filter((finding) => {
      const index = KNOWN_FINDINGS.findIndex(
        (known) =>
          known.rule === finding.rule &&
          known.schemes.includes(scheme) &&
          known.html.test(finding.html),
      );
      if (index === -1) return true;
      met.add(index);
      return false;
    })
    .map((finding) => finding.line);
}

/** Records every CSP violation from the first byte of each document on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** Rules whose outcome depends on colours: the only ones the dark pass needs to run again. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

describe('every route, under the CSP', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    // Light mode runs every rule; dark mode has the same markup, so it reruns the colour rules.
    const rules = colorScheme === 'dark' ? COLOUR_RULES : undefined;
    it(
      `${colorScheme} mode: zero CSP violations, no serious or critical axe finding`,
      { timeout: 240_000 },
      async () => {
        const paths = sitemapPaths();
        const queue = [...paths];
        const failures: string[] = [];
        const met = new Set<number>();
        let checked = 0;
        await Promise.all(
          Array.from({ length: PARALLEL_PAGES }, async () => {
            // A reader's user agent, so the ads (and the ad network's script) run too.
            const context = await tb.browser.newContext({
              colorScheme,
              userAgent: READER_USER_AGENT,
            });
            const page = await context.newPage();
            await recordViolations(page);
            for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
              await gotoHydrated(page, `${baseURL}${path}`);
              const csp = await cspViolations(page);
              if (csp.length) failures.push(`${path}: CSP ${csp.join(' | ')}`);
              const scheme = await page.evaluate(
                () => document.documentElement.dataset.muiColorScheme,
              );
              if (scheme !== colorScheme) failures.push(`${path}: rendered in ${scheme} mode`);
              const findings = await seriousFindings(page, rules);
              for (const line of unknown(findings, colorScheme, met)) {
                failures.push(`${path}: ${line}`);
              }
              checked += 1;
            }
            await context.close();
          }),
        );
        expect(failures).toEqual([]);
        expect(checked).toBe(paths.length);
        expect(paths.length).toBeGreaterThan(100);
        // A known finding that no longer occurs was fixed: take it off the list.
        const fixed = KNOWN_FINDINGS.filter(
          (known, index) =>
            known.schemes.includes(colorScheme) &&
            !known.drawer &&
            (!rules || rules.includes(known.rule)) &&
            !met.has(index),
        ).map((known) => known.fix);
        expect(fixed).toEqual([]);
      },
    );
  }

  it('finds none in the open settings drawer, the error panel and the 404 page', async () => {
    const context = await tb.browser.newContext();
    const page = await context.newPage();
    const met = new Set<number>();
    await gotoHydrated(page, `${baseURL}/versions`);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Dense', exact: true }).waitFor();
    expect(unknown(await seriousFindings(page), 'light', met)).toEqual([]);
    const drawerFixed = KNOWN_FINDINGS.filter((k, i) => k.drawer && !met.has(i)).map((k) => k.fix);
    expect(drawerFixed).toEqual([]);
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
    expect(unknown(await seriousFindings(page), 'light', met)).toEqual([]);
    await gotoHydrated(page, `${baseURL}/no/such/page`);
    expect(unknown(await seriousFindings(page), 'light', met)).toEqual([]);
    await context.close();
  });
});
