import type { PageModule } from '../pages/pageModule';
import { apiGroupOfPath } from './apiGroups';

/**
 * Loads a generated API page like an MDX page: a component plus its frontmatter. Known from the
 * path alone (the route tables decide which paths are pages). The page component, the groups'
 * page lists and the page's data come with the page, not with the site's entry.
 */
export function apiPageLoader(pathname: string): (() => Promise<PageModule>) | undefined {
  if (!apiGroupOfPath(pathname)) return undefined;
  return () =>
    import('./apiPageModule').then(({ loadApiPageModule }) => loadApiPageModule(pathname));
}
