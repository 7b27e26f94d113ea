import type { ProductDocs } from '../types';

export const experiments: ProductDocs = {
  prefix: '/experiments/docs',
  name: 'Experiments',
  pages: [{ pathname: '/experiments/docs/overview', title: 'Overview' }],
};
