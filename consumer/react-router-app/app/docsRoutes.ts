import { isRedirectRoute, pagesToRoutes, resolveDocsPath } from '@docshell/docs-nav';
import { docsConfig } from '../../shared/docsConfig';
import { pages } from '../../shared/pages';

/**
 * The route table of the page tree. The framework loads each route's module itself (routes.ts
 * maps every page to one module), so the table's own loader is never called.
 */
export const docsRoutes = pagesToRoutes(pages, async () => null);

/** The table's page paths: what the build prerenders (a redirect has no page of its own). */
export const pagePaths = docsRoutes
  .filter((route) => !isRedirectRoute(route))
  .map((route) => route.path);

/**
 * The table's entry for an address a route matched: its language prefix removed, after the path
 * rules. `undefined` when no entry has that path, e.g. under a prefix that is not a language.
 */
export function findDocsRoute(pathname: string) {
  const resolution = resolveDocsPath(pathname, docsConfig.languages);
  if (resolution.kind !== 'match') return undefined;
  const route = docsRoutes.find((candidate) => candidate.path === resolution.pathname);
  return route && { route, languagePrefix: resolution.languagePrefix };
}
