import type { ProductDocs } from '../types';

// This section documents the `@mui/base` package (5.0.0-beta.x). It no longer gets features and
// is deprecated in favour of the new Base UI library, so the sections that describe its
// components and hooks carry `legacy`; the Number Input is still exported as `Unstable_`.
export const baseUi: ProductDocs = {
  prefix: '/base-ui',
  name: 'Base UI',
  pages: [
    {
      pathname: '/base-ui/getting-started',
      title: 'Getting started',
      children: [
        { pathname: '/base-ui/getting-started/overview', title: 'Overview' },
        { pathname: '/base-ui/getting-started/installation', title: 'Installation' },
      ],
    },
    {
      pathname: '/base-ui/components',
      title: 'Components',
      legacy: true,
      children: [
        {
          pathname: '/base-ui/components/inputs',
          subheader: 'Inputs',
          children: [
            { pathname: '/base-ui/react-button', title: 'Button' },
            { pathname: '/base-ui/react-form-control', title: 'Form control' },
            { pathname: '/base-ui/react-input', title: 'Input' },
            { pathname: '/base-ui/react-number-input', title: 'Number Input', unstable: true },
            { pathname: '/base-ui/react-select', title: 'Select' },
            { pathname: '/base-ui/react-slider', title: 'Slider' },
            { pathname: '/base-ui/react-switch', title: 'Switch' },
          ],
        },
        {
          pathname: '/base-ui/components/data-display',
          subheader: 'Data display',
          children: [{ pathname: '/base-ui/react-badge', title: 'Badge' }],
        },
        {
          pathname: '/base-ui/components/feedback',
          subheader: 'Feedback',
          children: [{ pathname: '/base-ui/react-snackbar', title: 'Snackbar' }],
        },
        {
          pathname: '/base-ui/components/navigation',
          subheader: 'Navigation',
          children: [
            { pathname: '/base-ui/react-menu', title: 'Menu' },
            { pathname: '/base-ui/react-table-pagination', title: 'Table pagination' },
            { pathname: '/base-ui/react-tabs', title: 'Tabs' },
          ],
        },
        {
          pathname: '/base-ui/components/utils',
          subheader: 'Utils',
          children: [
            { pathname: '/base-ui/react-click-away-listener', title: 'Click-away listener' },
            { pathname: '/base-ui/react-focus-trap', title: 'Focus trap' },
            { pathname: '/base-ui/react-modal', title: 'Modal' },
            { pathname: '/base-ui/react-no-ssr', title: 'No SSR' },
            { pathname: '/base-ui/react-popper', title: 'Popper' },
            { pathname: '/base-ui/react-popup', title: 'Popup', unstable: true },
            { pathname: '/base-ui/react-portal', title: 'Portal' },
            { pathname: '/base-ui/react-textarea-autosize', title: 'Textarea autosize' },
            { pathname: '/base-ui/transitions', title: 'Transitions' },
          ],
        },
      ],
    },
    {
      pathname: '/base-ui/hooks',
      title: 'Hooks',
      legacy: true,
      children: [{ pathname: '/base-ui/hooks/use-switch', title: 'useSwitch' }],
    },
    {
      pathname: '/base-ui/customization',
      title: 'Customization',
      children: [
        { pathname: '/base-ui/customization/plain-css', title: 'Styling with plain CSS' },
        { pathname: '/base-ui/customization/tailwind-css', title: 'Styling with Tailwind CSS' },
      ],
    },
    {
      pathname: '/base-ui/guides',
      title: 'Guides',
      children: [
        {
          pathname: '/base-ui/guides/overriding-component-structure',
          title: 'Overriding component structure',
        },
      ],
    },
    {
      pathname: '/base-ui/integrations',
      title: 'Integrations',
      children: [
        { pathname: '/base-ui/integrations/next-js-app-router', title: 'Next.js App Router' },
      ],
    },
    {
      pathname: '/base-ui/migration',
      title: 'Migration',
      children: [
        {
          pathname: '/base-ui/migration/migrating-to-base-ui',
          title: 'Migrating to the new Base UI package',
        },
      ],
    },
  ],
};
