import type { ProductDocs } from '../types';

export const baseUi: ProductDocs = {
  prefix: '/base-ui',
  name: 'Base UI',
  pages: [{ pathname: '/base-ui/getting-started/overview', title: 'Overview' }],
};
