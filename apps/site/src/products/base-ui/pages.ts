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
            { pathname: '/base-ui/react-switch', title: 'Switch' },
            { pathname: '/base-ui/react-select', title: 'Select' },
            { pathname: '/base-ui/react-number-input', title: 'Number Input', unstable: true },
          ],
        },
        {
          pathname: '/base-ui/components/navigation',
          subheader: 'Navigation',
          children: [{ pathname: '/base-ui/react-menu', title: 'Menu' }],
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
