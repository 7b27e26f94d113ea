import type { PageModule } from '../pages/pageModule';
import { apiPageDescription, loadApiDoc } from './apiComponents';
import { apiGroupOfPath } from './apiGroups';
import { apiPageHeadings } from './apiPageHeadings';

/**
 * Loads a generated API page like an MDX page: a component plus its frontmatter. Known from the
 * path alone (the route tables decide which paths are pages): the group's list of pages loads
 * with the page, not with the site's entry.
 */
export function apiPageLoader(pathname: string): (() => Promise<PageModule>) | undefined {
  if (!apiGroupOfPath(pathname)) return undefined;
  return async () => {
    // The page component comes with the page (not in the entry chunk): only API pages use it.
    const [doc, { ApiPage }] = await Promise.all([loadApiDoc(pathname), import('./ApiPage')]);
    if (!doc) throw new Error(`[site] no API page at ${pathname}`);
    return {
      default: function GeneratedApiPage() {
        return <ApiPage doc={doc} />;
      },
      frontmatter: {
        title: `${doc.component} API`,
        description: apiPageDescription(doc.component, doc.packageName),
      },
      headings: apiPageHeadings(doc),
    };
  };
}
