'use client';

import { Fragment } from 'react';
import { getPageBadges } from './getPageBadges.js';
import type { NavLabels } from './navLabels.js';
import type { DocsPage } from './pages.js';
import { PlanIcon } from './PlanIcon.js';
import { SIDE_NAV_CLASSES as classes } from './sideNavClasses.js';

export interface PageBadgesProps {
  page: DocsPage;
  labels: NavLabels;
}

/** The plan icon and flag chips after a nav entry's title (nothing when the page has no flags). */
export function PageBadges({ page, labels }: PageBadgesProps) {
  const badges = getPageBadges(page, labels);
  if (badges.length === 0) return null;
  return (
    <>
      {badges.map((badge) => (
        // The space keeps names apart for assistive tech ("Filtering Pro plan", not "FilteringPro plan");
        // flex layout drops it visually.
        <Fragment key={badge.kind}>
          {' '}
          {badge.tone === 'plan' ? (
            <PlanIcon
              plan={badge.kind === 'premium' ? 'premium' : 'pro'}
              label={badge.label}
              className={classes.planIcon}
            />
          ) : (
            <span className={`${classes.chip} ${classes.chip}-${badge.tone}`}>{badge.label}</span>
          )}
        </Fragment>
      ))}
    </>
  );
}
