import apiDocs from 'virtual:mui-api-pages';
import type { PageModule } from '../pages/pageModule';
import { API_COMPONENTS, apiPageDescription, apiPathname, apiSlug } from './apiComponents';
import { apiPageHeadings } from './apiPageHeadings';

const componentByPath = new Map<string, string>(API_COMPONENTS.map((c) => [apiPathname(c), c]));

/** Loads a generated API page like an MDX page: a component plus its frontmatter. */
export function apiPageLoader(pathname: string): (() => Promise<PageModule>) | undefined {
  const component = componentByPath.get(pathname);
  const load = component ? apiDocs[apiSlug(component)] : undefined;
  if (!component || !load) return undefined;
  return async () => {
    // The page component comes with the page (not in the entry chunk): only API pages use it.
    const [{ default: doc }, { ApiPage }] = await Promise.all([load(), import('./ApiPage')]);
    return {
      default: function GeneratedApiPage() {
        return <ApiPage doc={doc} />;
      },
      frontmatter: {
        title: `${component} API`,
        description: apiPageDescription(component),
      },
      headings: apiPageHeadings(doc),
    };
  };
}
