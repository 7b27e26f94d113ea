import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core is evaluated through the DevTools protocol rather than added as a <script> element:
// the CSP (rightly) refuses inline scripts, and the pages are checked under the policy they ship
// with.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const BLOCKING_IMPACTS = ['serious', 'critical'];

/** Rules whose outcome depends on colours: the only ones a second colour mode needs to rerun. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

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

/** Serious and critical axe findings on the page as it is now, one line per element. */
export async function seriousFindings(page: Page, rules?: string[]): Promise<string[]> {
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
