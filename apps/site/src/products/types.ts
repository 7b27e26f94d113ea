import type { DocsPage } from '@docshell/docs-nav';

/** One product of the family: where its docs live and its side-nav tree. */
export interface ProductDocs {
  /** First path segment(s), e.g. `/material-ui` or `/experiments/docs`. */
  prefix: string;
  name: string;
  pages: DocsPage[];
}
