'use client';

import type { PagePlan } from './pages.js';

export interface PlanIconProps {
  plan: PagePlan;
  /** The accessible name, for example "Pro plan". */
  label: string;
  className?: string;
}

// Drawn here rather than loaded, so the badge costs no request and stays crisp at any size.
const PRO_COLOR = '#1f6fd1';
const PREMIUM_COLOR = '#b7791f';

/** The pro or premium plan badge: a small inline SVG with an accessible name. */
export function PlanIcon({ plan, label, className }: PlanIconProps) {
  const premium = plan === 'premium';
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      focusable="false"
    >
      <rect width="16" height="16" rx="4" fill={premium ? PREMIUM_COLOR : PRO_COLOR} />
      {premium ? (
        // A crown: three points on a band.
        <path d="M3 11.5h10l.9-6.3-3.1 2.4L8 3.6 5.2 7.6 2.1 5.2z" fill="#fff" />
      ) : (
        // A chevron rising out of a bar.
        <path d="M4 9.6 8 5.6l4 4-1.2 1.2L8 8 5.2 10.8zM4 12h8v1.2H4z" fill="#fff" />
      )}
    </svg>
  );
}
