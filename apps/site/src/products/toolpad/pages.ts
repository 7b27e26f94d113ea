import type { ProductDocs } from '../types';

export const toolpad: ProductDocs = {
  prefix: '/toolpad',
  name: 'Toolpad',
  pages: [{ pathname: '/toolpad/core/overview', title: 'Overview' }],
};
