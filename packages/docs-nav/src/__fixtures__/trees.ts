import type { DocsPage } from '../pages.js';

/** A small Material UI tree with every kind of entry: sections, subheaders, flags, externals. */
export const materialTree: DocsPage[] = [
  {
    pathname: '/material-ui/getting-started',
    children: [
      { pathname: '/material-ui/getting-started/overview', title: 'Overview' },
      { pathname: '/material-ui/getting-started/installation', title: 'Installation' },
      { pathname: '/material-ui/getting-started/faq', title: 'FAQ', inSideNav: false },
    ],
  },
  {
    pathname: '/material-ui/components',
    title: 'Components',
    children: [
      {
        pathname: '/material-ui/components/inputs',
        subheader: 'inputs',
        children: [
          { pathname: '/material-ui/react-button', title: 'Button' },
          { pathname: '/material-ui/react-rating', title: 'Rating', newFeature: true },
        ],
      },
      {
        pathname: '/material-ui/components/lab',
        subheader: 'lab',
        children: [
          { pathname: '/material-ui/react-masonry', title: 'Masonry', unstable: true },
          { pathname: '/material-ui/react-timeline', title: 'Timeline', beta: true },
        ],
      },
    ],
  },
  {
    pathname: '/material-ui/hidden-section',
    title: 'Hidden section',
    inSideNav: false,
    children: [{ pathname: '/material-ui/hidden-section/page', title: 'Hidden page' }],
  },
  { pathname: 'https://example.com/templates/', title: 'Templates' },
  { pathname: '/material-ui/migration', title: 'Migration' },
];

/** A second product, to check lookups and reading order across several trees. */
export const joyTree: DocsPage[] = [
  {
    pathname: '/joy-ui/getting-started',
    children: [
      { pathname: '/joy-ui/getting-started/overview', title: 'Overview' },
      { pathname: '/joy-ui/getting-started/usage', title: 'Usage' },
    ],
  },
  { pathname: 'https://example.com/templates/', title: 'Templates' },
];
