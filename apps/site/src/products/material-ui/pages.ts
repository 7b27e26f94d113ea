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
    {
      pathname: '/material-ui/components',
      title: 'Components',
      children: [
        {
          pathname: '/material-ui/components/inputs',
          subheader: 'Inputs',
          children: [
            { pathname: '/material-ui/react-button', title: 'Button' },
            { pathname: '/material-ui/react-checkbox', title: 'Checkbox' },
            { pathname: '/material-ui/react-select', title: 'Select' },
            { pathname: '/material-ui/react-switch', title: 'Switch' },
            { pathname: '/material-ui/react-text-field', title: 'Text field' },
          ],
        },
        {
          pathname: '/material-ui/components/data-display',
          subheader: 'Data display',
          children: [
            { pathname: '/material-ui/react-chip', title: 'Chip' },
            { pathname: '/material-ui/react-list', title: 'List' },
            { pathname: '/material-ui/react-table', title: 'Table' },
            { pathname: '/material-ui/react-tooltip', title: 'Tooltip' },
          ],
        },
        {
          pathname: '/material-ui/components/feedback',
          subheader: 'Feedback',
          children: [
            { pathname: '/material-ui/react-alert', title: 'Alert' },
            { pathname: '/material-ui/react-dialog', title: 'Dialog' },
            { pathname: '/material-ui/react-snackbar', title: 'Snackbar' },
          ],
        },
        {
          pathname: '/material-ui/components/surfaces',
          subheader: 'Surfaces',
          children: [
            { pathname: '/material-ui/react-app-bar', title: 'App bar' },
            { pathname: '/material-ui/react-card', title: 'Card' },
          ],
        },
        {
          pathname: '/material-ui/components/navigation',
          subheader: 'Navigation',
          children: [{ pathname: '/material-ui/react-tabs', title: 'Tabs' }],
        },
        {
          pathname: '/material-ui/components/layout',
          subheader: 'Layout',
          children: [
            // Grid2 became stable in v6; the original Grid is deprecated in its favour.
            { pathname: '/material-ui/react-grid2', title: 'Grid', newFeature: true },
            { pathname: '/material-ui/react-grid', title: 'Legacy Grid', legacy: true },
          ],
        },
      ],
    },
    {
      pathname: '/material-ui/customization',
      title: 'Customization',
      children: [
        { pathname: '/material-ui/customization/how-to-customize', title: 'How to customize' },
        { pathname: '/material-ui/customization/theming', title: 'Theming' },
        { pathname: '/material-ui/customization/palette', title: 'Palette' },
        { pathname: '/material-ui/customization/typography', title: 'Typography' },
        { pathname: '/material-ui/customization/dark-mode', title: 'Dark mode' },
        { pathname: '/material-ui/customization/density', title: 'Density' },
      ],
    },
    {
      pathname: '/material-ui/guides',
      title: 'Guides',
      children: [
        { pathname: '/material-ui/guides/composition', title: 'Composition' },
        { pathname: '/material-ui/guides/responsive-ui', title: 'Responsive UI' },
        { pathname: '/material-ui/guides/server-rendering', title: 'Server rendering' },
        { pathname: '/material-ui/guides/typescript', title: 'TypeScript' },
      ],
    },
    {
      pathname: '/material-ui/integrations',
      title: 'Integrations',
      children: [
        { pathname: '/material-ui/integrations/routing', title: 'Routing libraries' },
        { pathname: '/material-ui/integrations/tailwindcss', title: 'Tailwind CSS' },
        { pathname: '/material-ui/integrations/plain-css', title: 'Plain CSS and CSS modules' },
      ],
    },
    {
      pathname: '/material-ui/migration',
      title: 'Migration',
      children: [
        { pathname: '/material-ui/migration/upgrade-to-v6', title: 'Migrating from v5 to v6' },
      ],
    },
  ],
};
