import { resolveDocsPath } from '@docshell/docs-nav';

// What the prerender writes on the page's root element (scripts/pageHtml.mjs): the path it was
// rendered for, and the chunk of its own MDX page, so the first load imports that chunk straight
// away instead of first loading the product's list of page chunks (with 1,000 pages, mostly
// uncompressible hashes) to look it up.

export const ROOT_ROUTE_ATTRIBUTE = 'data-route';
export const PAGE_CHUNK_ATTRIBUTE = 'data-page-chunk';

/** One of the build's own hashed chunks, from the site's root: nothing else is ever imported. */
const OWN_CHUNK = /^\/assets\/[\w-]+\.js$/;

/**
 * Whether the root holds HTML prerendered for `pathname`: a static host's fallback page (another
 * route's HTML, or none) must be rendered afresh, never hydrated.
 */
export function isRenderedFor(root: Element, pathname: string): boolean {
  return root.getAttribute(ROOT_ROUTE_ATTRIBUTE) === pathname;
}

/**
 * The path the root's HTML was prerendered for, when `pathname` is that path with slashes added
 * at its end (static hosts serve `/a/b/` with the file of `/a/b`); otherwise `pathname` as it is.
 * Hydrating under that path keeps the page instead of rendering it again from nothing.
 */
export function renderedPathFor(root: Element, pathname: string): string {
  if (pathname.length < 2 || !pathname.endsWith('/')) return pathname;
  // The path rules' own redirect target, as routing redirects there.
  const rules = resolveDocsPath(pathname);
  if (rules.kind !== 'redirect') return pathname;
  return isRenderedFor(root, rules.to) ? rules.to : pathname;
}

/**
 * The chunk the root names for `pathname`'s page: only when the root was rendered for that path
 * and the value is one of the build's chunks; undefined otherwise.
 */
export function readPageChunkHint(root: Element, pathname: string): string | undefined {
  if (!isRenderedFor(root, pathname)) return undefined;
  const path = root.getAttribute(PAGE_CHUNK_ATTRIBUTE);
  return path !== null && OWN_CHUNK.test(path) ? path : undefined;
}
