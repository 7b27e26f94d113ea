import type { ProductDocs } from '../types';

// Pages for the people who build the shell. The flag pages carry flags on purpose — between them
// every flag the nav supports — so the side nav's badges can be checked on real tree entries.
export const experiments: ProductDocs = {
  prefix: '/experiments/docs',
  name: 'Experiments',
  pages: [
    { pathname: '/experiments/docs/overview', title: 'Overview' },
    {
      pathname: '/experiments/docs/flags',
      title: 'Navigation flags',
      children: [
        { pathname: '/experiments/docs/nav-flags', title: 'All navigation flags' },
        {
          pathname: '/experiments/docs/flags/pro-and-new',
          title: 'Pro and New',
          plan: 'pro',
          newFeature: true,
        },
        {
          pathname: '/experiments/docs/flags/premium-and-beta',
          title: 'Premium and Beta',
          plan: 'premium',
          beta: true,
        },
        {
          pathname: '/experiments/docs/flags/planned-and-preview',
          title: 'Planned and Preview',
          planned: true,
          unstable: true,
        },
        {
          pathname: '/experiments/docs/flags/legacy-and-deprecated',
          title: 'Legacy and Deprecated',
          legacy: true,
          deprecated: true,
        },
      ],
    },
    {
      pathname: '/experiments/docs/shell',
      title: 'Shell behaviour',
      children: [
        { pathname: '/experiments/docs/dense-mode', title: 'Dense mode' },
        { pathname: '/experiments/docs/right-to-left', title: 'Right-to-left layout' },
        { pathname: '/experiments/docs/ad-shapes', title: 'Ad shapes' },
        { pathname: '/experiments/docs/code-copy', title: 'Code copy' },
      ],
    },
  ],
};
