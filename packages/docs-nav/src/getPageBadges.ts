import type { NavLabels } from './navLabels.js';
import type { DocsPage } from './pages.js';

export type PageBadgeKind =
  'pro' | 'premium' | 'legacy' | 'new' | 'planned' | 'preview' | 'beta' | 'deprecated';

/** The colour family a chip is drawn in. */
export type PageBadgeTone = 'plan' | 'warning' | 'success' | 'neutral' | 'primary';

export interface PageBadge {
  kind: PageBadgeKind;
  /** The visible chip text, or the plan icon's accessible name. */
  label: string;
  tone: PageBadgeTone;
}

type BadgeLabels = Pick<
  NavLabels,
  'proPlan' | 'premiumPlan' | 'legacy' | 'new' | 'planned' | 'preview' | 'beta' | 'deprecated'
>;

/**
 * The badges shown after a nav entry's title, in a fixed order: the plan icon first, then the
 * chips Legacy, New, Planned, Preview (for `unstable`), Beta and Deprecated.
 */
export function getPageBadges(page: DocsPage, labels: BadgeLabels): PageBadge[] {
  const badges: PageBadge[] = [];
  if (page.plan === 'pro') badges.push({ kind: 'pro', label: labels.proPlan, tone: 'plan' });
  if (page.plan === 'premium') {
    badges.push({ kind: 'premium', label: labels.premiumPlan, tone: 'plan' });
  }
  if (page.legacy) badges.push({ kind: 'legacy', label: labels.legacy, tone: 'warning' });
  if (page.newFeature) badges.push({ kind: 'new', label: labels.new, tone: 'success' });
  if (page.planned) badges.push({ kind: 'planned', label: labels.planned, tone: 'neutral' });
  if (page.unstable) badges.push({ kind: 'preview', label: labels.preview, tone: 'primary' });
  if (page.beta) badges.push({ kind: 'beta', label: labels.beta, tone: 'primary' });
  if (page.deprecated) {
    badges.push({ kind: 'deprecated', label: labels.deprecated, tone: 'warning' });
  }
  return badges;
}
