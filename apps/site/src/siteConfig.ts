/**
 * Site-wide settings. Hosts, ids and endpoints are configuration, read from the build's
 * environment through siteEnv.ts (the README's "Configuration" table lists every variable).
 */
import { readSiteEnv } from './siteEnv';

export const SITE_NAME = 'docshell';
/** Read once: Vite inlines the build's VITE_* variables here. */
export const SITE_SETTINGS = readSiteEnv(import.meta.env);
/** The production origin, used for canonical links and the service-worker gate. */
export const PRODUCTION_ORIGIN = SITE_SETTINGS.productionOrigin;
export const REPOSITORY_URL = 'https://github.com/docshell/docshell';
export const EDIT_BRANCH = 'main';
/** Where page comments are POSTed as JSON; unset: the widget takes ratings only (no comments). */
export const FEEDBACK_URL = SITE_SETTINGS.feedbackUrl;
/** Analytics measurement id and tag script URL; unset: events only queue in dataLayer. */
export const ANALYTICS_ID = SITE_SETTINGS.analyticsId;
export const GTAG_SCRIPT_URL = SITE_SETTINGS.gtagScriptUrl;
/** For MUI X Pro/Premium demos (`LicenseInfo.setLicenseKey`); none of today's demos needs it. */
export const MUI_X_LICENSE_KEY = SITE_SETTINGS.muiXLicenseKey;
/** Nothing is sent until the reader allows analytics. */
export const ANALYTICS_CONSENT_REQUIRED = true;
/** Share of sessions that report web vitals. */
export const WEB_VITALS_SAMPLE_RATE = 0.01;
/** Passed to DocsProvider: the languages the site ships. */
export const docsConfig = { defaultUserLanguage: 'en', languages: ['en'] };
/** Footer links: the templates store and the blog are configuration, like every external host. */
export const TEMPLATES_STORE_URL = SITE_SETTINGS.templatesStoreUrl;
export const BLOG_URL = SITE_SETTINGS.blogUrl;
