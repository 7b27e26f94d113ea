import type { ProductDocs } from '../types';

// Toolpad Core is in beta (0.x releases). Toolpad Studio is deprecated: its packages point to
// @toolpad/core and it receives no further development.
export const toolpad: ProductDocs = {
  prefix: '/toolpad',
  name: 'Toolpad',
  pages: [
    {
      pathname: '/toolpad/core',
      title: 'Toolpad Core',
      beta: true,
      children: [
        {
          pathname: '/toolpad/core/getting-started',
          title: 'Getting started',
          children: [
            { pathname: '/toolpad/core/overview', title: 'Overview' },
            { pathname: '/toolpad/core/installation', title: 'Installation' },
          ],
        },
        {
          pathname: '/toolpad/core/components',
          title: 'Components',
          children: [
            { pathname: '/toolpad/core/react-account', title: 'Account' },
            { pathname: '/toolpad/core/react-dashboard-layout', title: 'Dashboard layout' },
            { pathname: '/toolpad/core/react-use-dialogs', title: 'Dialogs' },
            { pathname: '/toolpad/core/react-use-notifications', title: 'Notifications' },
            { pathname: '/toolpad/core/react-page-container', title: 'Page container' },
            { pathname: '/toolpad/core/react-sign-in-page', title: 'Sign-in page' },
          ],
        },
        {
          pathname: '/toolpad/core/customization',
          title: 'Customization',
          children: [{ pathname: '/toolpad/core/customization/theming', title: 'Theming' }],
        },
        {
          pathname: '/toolpad/core/guides',
          title: 'Guides',
          children: [{ pathname: '/toolpad/core/guides/navigation', title: 'Navigation' }],
        },
        {
          pathname: '/toolpad/core/integrations',
          title: 'Integrations',
          children: [
            {
              pathname: '/toolpad/core/integrations/nextjs-app-router',
              title: 'Next.js App Router',
            },
            { pathname: '/toolpad/core/integrations/react-router', title: 'Vite and React Router' },
          ],
        },
        {
          pathname: '/toolpad/core/migration',
          title: 'Migration',
          children: [
            {
              pathname: '/toolpad/core/migration/from-toolpad-studio',
              title: 'Migrating from Toolpad Studio',
            },
          ],
        },
      ],
    },
    {
      pathname: '/toolpad/studio',
      title: 'Toolpad Studio',
      deprecated: true,
      children: [{ pathname: '/toolpad/studio/overview', title: 'Overview' }],
    },
  ],
};
