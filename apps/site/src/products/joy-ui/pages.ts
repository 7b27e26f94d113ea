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
            { pathname: '/joy-ui/react-button', title: 'Button' },
            { pathname: '/joy-ui/react-input', title: 'Input' },
          ],
        },
        {
          pathname: '/joy-ui/components/surfaces',
          subheader: 'Surfaces',
          children: [{ pathname: '/joy-ui/react-card', title: 'Card' }],
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
