'use client';

import type { AnchorHTMLAttributes, ComponentType } from 'react';

/**
 * What the nav components pass to a link: both `href` (plain anchors, Next.js-style links) and
 * `to` (react-router's `Link`), holding the same target.
 */
export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  to: string;
}

/** Any component that renders a link from `href` or `to` plus children, such as react-router's `Link`. */
export type NavLinkComponent = ComponentType<NavLinkProps>;

/** The default link: a plain `<a>`, so full page loads when no router link is supplied. */
export function NavLink({ to: _to, ...props }: NavLinkProps) {
  return <a {...props} />;
}
