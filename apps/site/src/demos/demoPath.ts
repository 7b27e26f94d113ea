// A demo's full-screen page sits under its page: `<page>/demos/<demo-name-in-kebab-case>`, one
// path segment per demo so the static host serves it as a file like any page.

import { kebabCase } from '../routing/kebabCase';

const DEMOS_SEGMENT = '/demos/';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A demo's name in its path: `ButtonVariants` → `button-variants`. */
export const demoSlug = kebabCase;

/** The id of a demo's figure on its page, where its full-screen page links back to. */
export function demoAnchorOf(name: string): string {
  return `demo-${demoSlug(name)}`;
}

/** The full-screen path of a page's demo. */
export function demoPathOf(pagePath: string, name: string): string {
  return `${pagePath}${DEMOS_SEGMENT}${demoSlug(name)}`;
}

/** The page and demo a full-screen path names, or undefined for any other path. */
export function parseDemoPath(pathname: string): { pagePath: string; slug: string } | undefined {
  const at = pathname.lastIndexOf(DEMOS_SEGMENT);
  if (at <= 0) return undefined;
  const slug = pathname.slice(at + DEMOS_SEGMENT.length);
  return SLUG.test(slug) ? { pagePath: pathname.slice(0, at), slug } : undefined;
}

/** The demo of `demos` (a page module's, by name) that a slug names. */
export function demoBySlug<T>(
  demos: Record<string, T> | undefined,
  slug: string,
): { name: string; demo: T } | undefined {
  const name = Object.keys(demos ?? {}).find((key) => demoSlug(key) === slug);
  return name ? { name, demo: demos![name]! } : undefined;
}
