/** The page-tree model every product's side nav and routes come from. */

export type PagePlan = 'pro' | 'premium';

export interface DocsPage {
  /** Absolute path of the page (`/material-ui/react-button`), or an absolute http(s) URL. */
  pathname: string;
  /** Shown in the nav; derived from the pathname when missing. `false` hides the title. */
  title?: string | false;
  /** Makes this entry a non-link heading over its children. */
  subheader?: string;
  children?: DocsPage[];
  plan?: PagePlan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  beta?: boolean;
  legacy?: boolean;
  deprecated?: boolean;
  /** A key the site maps to an icon. */
  icon?: string;
  /** Extra props spread onto the nav link. */
  linkProps?: Record<string, unknown>;
  /** `false` hides the page from the side nav and from prev/next; its route still exists. */
  inSideNav?: boolean;
}

/** Where a page sits in its tree, for error messages: `Components > Inputs > Button`. */
function describeTrail(trail: readonly DocsPage[]): string {
  return trail.map((page) => page.subheader ?? page.title ?? page.pathname).join(' > ');
}

/**
 * Walks a tree depth-first and returns every page in reading order.
 * Throws when two pages share a pathname, naming the path and both places.
 */
export function flattenPages(pages: readonly DocsPage[]): DocsPage[] {
  const seen = new Map<string, string>();
  const out: DocsPage[] = [];
  const visit = (list: readonly DocsPage[], trail: DocsPage[]) => {
    for (const page of list) {
      const here = [...trail, page];
      if (!page.subheader) {
        const previous = seen.get(page.pathname);
        if (previous !== undefined) {
          throw new Error(
            `[docs-nav] Duplicated pathname ${page.pathname} in pages: at "${previous}" and at "${describeTrail(here)}"`,
          );
        }
        seen.set(page.pathname, describeTrail(here));
        out.push(page);
      }
      if (page.children) visit(page.children, here);
    }
  };
  visit(pages, []);
  return out;
}
