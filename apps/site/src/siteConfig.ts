/** Site-wide settings. Hosts and ids are configuration: set them per deployment. */
export const SITE_NAME = 'docshell';
/** The production origin, used for canonical links and the service-worker gate. */
export const PRODUCTION_ORIGIN =
  import.meta.env.VITE_PRODUCTION_ORIGIN ?? 'https://docs.example.com';
export const REPOSITORY_URL = 'https://github.com/docshell/docshell';
export const EDIT_BRANCH = 'main';
/** Where page feedback is POSTed as JSON; unset: feedback only goes to analytics. */
export const FEEDBACK_URL: string | undefined = import.meta.env.VITE_FEEDBACK_URL || undefined;
/** Analytics measurement id and tag script URL; unset: events only queue in dataLayer. */
export const ANALYTICS_ID: string | undefined = import.meta.env.VITE_ANALYTICS_ID || undefined;
export const GTAG_SCRIPT_URL: string | undefined =
  import.meta.env.VITE_GTAG_SCRIPT_URL || undefined;
/** Nothing is sent until the reader allows analytics. */
export const ANALYTICS_CONSENT_REQUIRED = true;
/** Share of sessions that report web vitals. */
export const WEB_VITALS_SAMPLE_RATE = 0.01;
/** Passed to DocsProvider: the languages the site ships. */
export const docsConfig = { defaultUserLanguage: 'en', languages: ['en'] };
/** Footer links: the templates store and the blog are configuration, like every external host. */
export const TEMPLATES_STORE_URL =
  import.meta.env.VITE_TEMPLATES_STORE_URL || `${PRODUCTION_ORIGIN}/store/`;
export const BLOG_URL = import.meta.env.VITE_BLOG_URL || `${PRODUCTION_ORIGIN}/blog/`;
