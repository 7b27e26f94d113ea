/**
 * Titles and descriptions of the pages that are not content pages: for the prerendered head,
 * the client's document head and page-view tracking, which must all say the same.
 */
export const HOME_HEAD = {
  title: 'docshell',
  description:
    'Documentation for Material UI, Joy UI, MUI System, Base UI, MUI X and Toolpad: guides, components and API references.',
};

export const NOT_FOUND_HEAD = {
  title: '404: Page not found',
  description: 'This page could not be found.',
};
