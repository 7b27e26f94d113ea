import type { ProductDocs } from '../types';

export const joyUi: ProductDocs = {
  prefix: '/joy-ui',
  name: 'Joy UI',
  pages: [{ pathname: '/joy-ui/getting-started/overview', title: 'Overview' }],
};
