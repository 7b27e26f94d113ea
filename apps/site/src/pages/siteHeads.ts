/** The home page's title and description: for the prerendered head and for page-view tracking. */
export const HOME_HEAD = {
  title: 'docshell',
  description:
    'Documentation for Material UI, Joy UI, MUI System, Base UI, MUI X and Toolpad: guides, components and API references.',
};
