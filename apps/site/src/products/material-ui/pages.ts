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
            { pathname: '/material-ui/react-autocomplete', title: 'Autocomplete' },
            { pathname: '/material-ui/react-button', title: 'Button' },
            { pathname: '/material-ui/react-button-group', title: 'Button group' },
            { pathname: '/material-ui/react-checkbox', title: 'Checkbox' },
            {
              pathname: '/material-ui/react-floating-action-button',
              title: 'Floating action button',
            },
            { pathname: '/material-ui/react-radio-button', title: 'Radio group' },
            { pathname: '/material-ui/react-rating', title: 'Rating' },
            { pathname: '/material-ui/react-select', title: 'Select' },
            { pathname: '/material-ui/react-slider', title: 'Slider' },
            { pathname: '/material-ui/react-switch', title: 'Switch' },
            { pathname: '/material-ui/react-text-field', title: 'Text field' },
            { pathname: '/material-ui/react-toggle-button', title: 'Toggle button' },
            { pathname: '/material-ui/react-transfer-list', title: 'Transfer list' },
          ],
        },
        {
          pathname: '/material-ui/components/data-display',
          subheader: 'Data display',
          children: [
            { pathname: '/material-ui/react-avatar', title: 'Avatar' },
            { pathname: '/material-ui/react-badge', title: 'Badge' },
            { pathname: '/material-ui/react-chip', title: 'Chip' },
            { pathname: '/material-ui/react-divider', title: 'Divider' },
            { pathname: '/material-ui/icons', title: 'Icons' },
            { pathname: '/material-ui/react-list', title: 'List' },
            { pathname: '/material-ui/react-table', title: 'Table' },
            { pathname: '/material-ui/react-tooltip', title: 'Tooltip' },
            { pathname: '/material-ui/react-typography', title: 'Typography' },
          ],
        },
        {
          pathname: '/material-ui/components/feedback',
          subheader: 'Feedback',
          children: [
            { pathname: '/material-ui/react-alert', title: 'Alert' },
            { pathname: '/material-ui/react-backdrop', title: 'Backdrop' },
            { pathname: '/material-ui/react-dialog', title: 'Dialog' },
            { pathname: '/material-ui/react-progress', title: 'Progress' },
            { pathname: '/material-ui/react-skeleton', title: 'Skeleton' },
            { pathname: '/material-ui/react-snackbar', title: 'Snackbar' },
          ],
        },
        {
          pathname: '/material-ui/components/surfaces',
          subheader: 'Surfaces',
          children: [
            { pathname: '/material-ui/react-accordion', title: 'Accordion' },
            { pathname: '/material-ui/react-app-bar', title: 'App bar' },
            { pathname: '/material-ui/react-card', title: 'Card' },
            { pathname: '/material-ui/react-paper', title: 'Paper' },
          ],
        },
        {
          pathname: '/material-ui/components/navigation',
          subheader: 'Navigation',
          children: [
            { pathname: '/material-ui/react-bottom-navigation', title: 'Bottom navigation' },
            { pathname: '/material-ui/react-breadcrumbs', title: 'Breadcrumbs' },
            { pathname: '/material-ui/react-drawer', title: 'Drawer' },
            { pathname: '/material-ui/react-link', title: 'Link' },
            { pathname: '/material-ui/react-menu', title: 'Menu' },
            { pathname: '/material-ui/react-pagination', title: 'Pagination' },
            { pathname: '/material-ui/react-speed-dial', title: 'Speed dial' },
            { pathname: '/material-ui/react-stepper', title: 'Stepper' },
            { pathname: '/material-ui/react-tabs', title: 'Tabs' },
          ],
        },
        {
          pathname: '/material-ui/components/layout',
          subheader: 'Layout',
          children: [
            { pathname: '/material-ui/react-box', title: 'Box' },
            { pathname: '/material-ui/react-container', title: 'Container' },
            // Grid2 became stable in v6; the original Grid is deprecated in its favour.
            { pathname: '/material-ui/react-grid2', title: 'Grid', newFeature: true },
            { pathname: '/material-ui/react-grid', title: 'Legacy Grid', legacy: true },
            { pathname: '/material-ui/react-image-list', title: 'Image list' },
            { pathname: '/material-ui/react-stack', title: 'Stack' },
          ],
        },
        {
          pathname: '/material-ui/components/utils',
          subheader: 'Utils',
          children: [
            { pathname: '/material-ui/react-click-away-listener', title: 'Click-away listener' },
            { pathname: '/material-ui/react-css-baseline', title: 'CSS Baseline' },
            { pathname: '/material-ui/react-modal', title: 'Modal' },
            { pathname: '/material-ui/react-no-ssr', title: 'No SSR' },
            { pathname: '/material-ui/react-popover', title: 'Popover' },
            { pathname: '/material-ui/react-popper', title: 'Popper' },
            { pathname: '/material-ui/react-portal', title: 'Portal' },
            { pathname: '/material-ui/react-textarea-autosize', title: 'Textarea autosize' },
            { pathname: '/material-ui/transitions', title: 'Transitions' },
            { pathname: '/material-ui/react-use-media-query', title: 'useMediaQuery' },
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
