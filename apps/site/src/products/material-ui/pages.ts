import type { ProductDocs } from '../types';

export const materialUi: ProductDocs = {
  prefix: '/material-ui',
  name: 'Material UI',
  pages: [
    {
      pathname: '/material-ui/getting-started',
      title: 'Getting started',
      children: [
        { pathname: '/material-ui/getting-started/overview', title: 'Overview' },
        { pathname: '/material-ui/getting-started/installation', title: 'Installation' },
        { pathname: '/material-ui/getting-started/usage', title: 'Usage' },
        {
          pathname: '/material-ui/getting-started/supported-platforms',
          title: 'Supported platforms',
        },
      ],
    },
  ],
};
