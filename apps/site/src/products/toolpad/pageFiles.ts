import type { PageModule } from '../../pages/pageModule';

// The product's MDX pages, by path relative to this folder: loaded the first time a page of the
// product is needed that the page's own HTML did not name (see ../index.ts).
export const pageFiles = import.meta.glob<PageModule>('./**/*.mdx');
