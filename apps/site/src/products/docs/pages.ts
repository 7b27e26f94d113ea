import type { ProductDocs } from '../types';

/** Pages of the site itself rather than of a product. */
export const docsPages: ProductDocs = {
  prefix: '/versions',
  name: 'docshell',
  pages: [
    { pathname: '/versions', title: 'Versions' },
    { pathname: '/production-error', title: 'Production error' },
  ],
};
