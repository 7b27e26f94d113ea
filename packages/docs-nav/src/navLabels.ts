/**
 * Every word the nav components show, in English. Components take a partial `labels` prop merged
 * over these, so they work without a DocsProvider; a translated site passes `t(...)` results.
 */
export const DEFAULT_NAV_LABELS = {
  /** The side nav's landmark name. */
  navigation: 'Main navigation',
  proPlan: 'Pro plan',
  premiumPlan: 'Premium plan',
  new: 'New',
  planned: 'Planned',
  /** The chip for `unstable` pages. */
  preview: 'Preview',
  beta: 'Beta',
  legacy: 'Legacy',
  deprecated: 'Deprecated',
  /** The table of contents' landmark name and heading. */
  tableOfContents: 'Page table of contents',
  contents: 'Contents',
  /** Prev/next links. */
  pagination: 'Previous and next pages',
  previous: 'Previous',
  next: 'Next',
  /** The product switcher's button when the current product is not in the list. */
  products: 'Products',
  /** The version selector's accessible name prefix: "Version v6.1.1". */
  version: 'Version',
} as const;

export type NavLabels = { [K in keyof typeof DEFAULT_NAV_LABELS]: string };
