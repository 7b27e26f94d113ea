import { resolveDocsPath } from '@docshell/docs-nav';

/** The site's languages: English first (the fallback), then French. */
export const docsConfig = { languages: ['en', 'fr'] };

/**
 * Pages are prerendered under their canonical path; a static host also serves them at `/a/b/`.
 * Called in the browser before hydrating (or, in Next, once hydrated): the address becomes
 * `/a/b`, query and hash kept, so the router does not answer it with a redirect that renders
 * nothing where the HTML holds the page.
 */
export function canonicalizeAddress() {
  const resolution = resolveDocsPath(window.location.pathname, docsConfig.languages);
  if (resolution.kind !== 'redirect') return;
  const { search, hash } = window.location;
  window.history.replaceState(window.history.state, '', resolution.to + search + hash);
}
