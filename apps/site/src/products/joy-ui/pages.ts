import type { ProductDocs } from '../types';

// Joy UI as a whole is a beta (5.0.0-beta.x), so the sections that document the library itself
// carry the flag; guides, integrations and migration are about using it, not parts of it.
export const joyUi: ProductDocs = {
  prefix: '/joy-ui',
  name: 'Joy UI',
  pages: [
    {
      pathname: '/joy-ui/getting-started',
      title: 'Getting started',
      beta: true,
      children: [
        { pathname: '/joy-ui/getting-started/overview', title: 'Overview' },
        { pathname: '/joy-ui/getting-started/installation', title: 'Installation' },
      ],
    },
    {
      pathname: '/joy-ui/components',
      title: 'Components',
      beta: true,
      children: [
        {
          pathname: '/joy-ui/components/inputs',
          subheader: 'Inputs',
          children: [
            { pathname: '/joy-ui/react-autocomplete', title: 'Autocomplete' },
            { pathname: '/joy-ui/react-button', title: 'Button' },
            { pathname: '/joy-ui/react-button-group', title: 'Button group' },
            { pathname: '/joy-ui/react-checkbox', title: 'Checkbox' },
            { pathname: '/joy-ui/react-input', title: 'Input' },
            { pathname: '/joy-ui/react-radio-button', title: 'Radio group' },
            { pathname: '/joy-ui/react-select', title: 'Select' },
            { pathname: '/joy-ui/react-slider', title: 'Slider' },
            { pathname: '/joy-ui/react-switch', title: 'Switch' },
            { pathname: '/joy-ui/react-textarea', title: 'Textarea' },
            { pathname: '/joy-ui/react-toggle-button-group', title: 'Toggle button group' },
          ],
        },
        {
          pathname: '/joy-ui/components/data-display',
          subheader: 'Data display',
          children: [
            { pathname: '/joy-ui/react-aspect-ratio', title: 'Aspect ratio' },
            { pathname: '/joy-ui/react-avatar', title: 'Avatar' },
            { pathname: '/joy-ui/react-badge', title: 'Badge' },
            { pathname: '/joy-ui/react-chip', title: 'Chip' },
            { pathname: '/joy-ui/react-divider', title: 'Divider' },
            { pathname: '/joy-ui/react-list', title: 'List' },
            { pathname: '/joy-ui/react-svg-icon', title: 'SVG icon' },
            { pathname: '/joy-ui/react-table', title: 'Table' },
            { pathname: '/joy-ui/react-tooltip', title: 'Tooltip' },
            { pathname: '/joy-ui/react-typography', title: 'Typography' },
          ],
        },
        {
          pathname: '/joy-ui/components/feedback',
          subheader: 'Feedback',
          children: [
            { pathname: '/joy-ui/react-alert', title: 'Alert' },
            { pathname: '/joy-ui/react-circular-progress', title: 'Circular progress' },
            { pathname: '/joy-ui/react-linear-progress', title: 'Linear progress' },
            { pathname: '/joy-ui/react-modal', title: 'Modal' },
            { pathname: '/joy-ui/react-skeleton', title: 'Skeleton' },
            { pathname: '/joy-ui/react-snackbar', title: 'Snackbar' },
          ],
        },
        {
          pathname: '/joy-ui/components/surfaces',
          subheader: 'Surfaces',
          children: [
            { pathname: '/joy-ui/react-accordion', title: 'Accordion' },
            { pathname: '/joy-ui/react-card', title: 'Card' },
            { pathname: '/joy-ui/react-sheet', title: 'Sheet' },
          ],
        },
        {
          pathname: '/joy-ui/components/navigation',
          subheader: 'Navigation',
          children: [
            { pathname: '/joy-ui/react-breadcrumbs', title: 'Breadcrumbs' },
            { pathname: '/joy-ui/react-drawer', title: 'Drawer' },
            { pathname: '/joy-ui/react-link', title: 'Link' },
            { pathname: '/joy-ui/react-menu', title: 'Menu' },
            { pathname: '/joy-ui/react-stepper', title: 'Stepper' },
            { pathname: '/joy-ui/react-tabs', title: 'Tabs' },
          ],
        },
        {
          pathname: '/joy-ui/components/layout',
          subheader: 'Layout',
          children: [
            { pathname: '/joy-ui/react-box', title: 'Box' },
            { pathname: '/joy-ui/react-container', title: 'Container' },
            { pathname: '/joy-ui/react-grid', title: 'Grid' },
            { pathname: '/joy-ui/react-stack', title: 'Stack' },
          ],
        },
        {
          pathname: '/joy-ui/components/utils',
          subheader: 'Utils',
          children: [{ pathname: '/joy-ui/react-css-baseline', title: 'CSS Baseline' }],
        },
      ],
    },
    {
      pathname: '/joy-ui/customization',
      title: 'Customization',
      beta: true,
      children: [
        { pathname: '/joy-ui/customization/theme', title: 'Theme tokens' },
        { pathname: '/joy-ui/customization/css-variables', title: 'CSS variables' },
        { pathname: '/joy-ui/customization/dark-mode', title: 'Dark mode' },
      ],
    },
    {
      pathname: '/joy-ui/guides',
      title: 'Guides',
      children: [{ pathname: '/joy-ui/guides/building-forms', title: 'Building forms' }],
    },
    {
      pathname: '/joy-ui/integrations',
      title: 'Integrations',
      children: [
        { pathname: '/joy-ui/integrations/material-ui', title: 'Using Joy UI with Material UI' },
      ],
    },
    {
      pathname: '/joy-ui/migration',
      title: 'Migration',
      children: [
        { pathname: '/joy-ui/migration/from-material-ui', title: 'Migrating from Material UI' },
      ],
    },
  ],
};
