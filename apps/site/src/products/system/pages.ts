import type { ProductDocs } from '../types';

export const system: ProductDocs = {
  prefix: '/system',
  name: 'MUI System',
  pages: [
    {
      pathname: '/system/getting-started',
      title: 'Getting started',
      children: [
        { pathname: '/system/getting-started/overview', title: 'Overview' },
        { pathname: '/system/getting-started/installation', title: 'Installation' },
        { pathname: '/system/getting-started/usage', title: 'Usage' },
        { pathname: '/system/getting-started/the-sx-prop', title: 'The sx prop' },
      ],
    },
    {
      pathname: '/system/components',
      title: 'Components',
      children: [
        { pathname: '/system/react-box', title: 'Box' },
        { pathname: '/system/react-container', title: 'Container' },
        // The system Grid lost its Unstable_ prefix in v6.
        { pathname: '/system/react-grid', title: 'Grid', newFeature: true },
        { pathname: '/system/react-stack', title: 'Stack' },
        { pathname: '/system/react-global-styles', title: 'GlobalStyles' },
        { pathname: '/system/react-rtl-provider', title: 'Right-to-left' },
      ],
    },
    {
      pathname: '/system/style-utilities',
      title: 'Style utilities',
      children: [
        { pathname: '/system/spacing', title: 'Spacing' },
        { pathname: '/system/breakpoints', title: 'Breakpoints' },
      ],
    },
    {
      pathname: '/system/customization',
      title: 'Customization',
      children: [
        { pathname: '/system/customization/theming', title: 'Theming and CSS variables' },
        { pathname: '/system/styled', title: 'styled()' },
      ],
    },
    {
      pathname: '/system/guides',
      title: 'Guides',
      children: [
        { pathname: '/system/guides/custom-components', title: 'Building a custom component' },
        { pathname: '/system/guides/inline-styles-to-sx', title: 'From inline styles to sx' },
      ],
    },
    {
      pathname: '/system/integrations',
      title: 'Integrations',
      children: [
        { pathname: '/system/integrations/tailwind-css', title: 'Tailwind CSS' },
        { pathname: '/system/integrations/next-js-app-router', title: 'Next.js App Router' },
        // Pigment CSS shipped as an experiment alongside v6; its API may still change.
        { pathname: '/system/integrations/pigment-css', title: 'Pigment CSS', unstable: true },
      ],
    },
    {
      pathname: '/system/migration',
      title: 'Migration',
      children: [{ pathname: '/system/migration/upgrade-to-v6', title: 'Migrating to v6' }],
    },
  ],
};
