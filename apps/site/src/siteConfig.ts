/** Site-wide settings. Hosts and ids are configuration: set them per deployment. */
export const SITE_NAME = 'docshell';
/** The production origin, used for canonical links and the service-worker gate. */
export const PRODUCTION_ORIGIN =
  import.meta.env.VITE_PRODUCTION_ORIGIN ?? 'https://docs.example.com';
export const REPOSITORY_URL = 'https://github.com/docshell/docshell';
export const EDIT_BRANCH = 'main';
