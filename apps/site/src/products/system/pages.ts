import type { ProductDocs } from '../types';

export const system: ProductDocs = {
  prefix: '/system',
  name: 'MUI System',
  pages: [{ pathname: '/system/getting-started/overview', title: 'Overview' }],
};
