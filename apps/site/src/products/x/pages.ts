import type { ProductDocs } from '../types';

export const muiX: ProductDocs = {
  prefix: '/x',
  name: 'MUI X',
  pages: [{ pathname: '/x/introduction/overview', title: 'Overview' }],
};
