/**
 * Site-wide settings. Hosts, ids and endpoints are configuration, read from the build's
 * environment (src/siteEnv.ts; the README's "Configuration" table lists every variable) and
 * inlined at build time by build/siteSettingsPlugin.ts, one literal per `__SITE_SETTINGS__.*`.
 */
import type { AdSettings } from './siteEnv';

export const SITE_NAME = 'docshell';
/** The production origin, used for canonical links and the service-worker gate. */
export const PRODUCTION_ORIGIN = __SITE_SETTINGS__.productionOrigin;
export const REPOSITORY_URL = 'https://github.com/docshell/docshell';
export const EDIT_BRANCH = 'main';
/** Where page comments are POSTed as JSON; unset: the widget takes ratings only (no comments). */
export const FEEDBACK_URL = __SITE_SETTINGS__.feedbackUrl;
/** Analytics measurement id and tag script URL; unset: events only queue in dataLayer. */
export const ANALYTICS_ID = __SITE_SETTINGS__.analyticsId;
export const GTAG_SCRIPT_URL = __SITE_SETTINGS__.gtagScriptUrl;
/** For MUI X Pro/Premium demos (`LicenseInfo.setLicenseKey`); none of today's demos needs it. */
export const MUI_X_LICENSE_KEY = __SITE_SETTINGS__.muiXLicenseKey;
/** Nothing is sent until the reader allows analytics. */
export const ANALYTICS_CONSENT_REQUIRED = true;
/** Share of sessions that report web vitals. */
export const WEB_VITALS_SAMPLE_RATE = 0.01;
/** Passed to DocsProvider: the languages the site ships. */
export const docsConfig = { defaultUserLanguage: 'en', languages: ['en'] };
/** Footer links: the templates store and the blog are configuration, like every external host. */
export const TEMPLATES_STORE_URL = __SITE_SETTINGS__.templatesStoreUrl;
export const BLOG_URL = __SITE_SETTINGS__.blogUrl;
/** The ad network and the in-house ads' destinations (src/ads.ts). */
export const AD_SETTINGS: AdSettings = {
  adFeedUrl: __SITE_SETTINGS__.adFeedUrl,
  adScriptUrl: __SITE_SETTINGS__.adScriptUrl,
  adContainerSelector: __SITE_SETTINGS__.adContainerSelector,
  adNetworkName: __SITE_SETTINGS__.adNetworkName,
  backersUrl: __SITE_SETTINGS__.backersUrl,
  inHouseAdLinks: __SITE_SETTINGS__.inHouseAdLinks,
};
// The AI assistants of the "Copy page" menu are configured in src/aiAssistants.ts: only the menu,
// which loads on first use, reads them, so they stay out of the code every page loads.
