/**
 * The site's configuration: every value a deployment sets, read from the build's environment
 * (VITE_* variables, which Vite inlines at build time; a `.env` file works too). Pure: the site
 * reads `import.meta.env` through it (siteConfig.ts), the deploy build checks the same variables
 * (build/deployConfig.ts), and the README's configuration table lists the same names and defaults
 * (siteEnv.test.ts compares them). Nothing here touches the browser.
 */
import type { InHouseAdName } from '@docshell/docs-ads';

export type SiteEnv = Readonly<Record<string, string | boolean | undefined>>;

/** The Material UI store, where the templates, themes and design kits the in-house ads name are sold. */
const STORE_URL = 'https://mui.com/store/';

/**
 * Every variable, with the value a build without it gets ('' = none). The fake ad network is not
 * a default: `npm start`, `pnpm dev` and the tests set it (scripts/fakeAdNetwork.mjs).
 */
export const SITE_ENV_DEFAULTS = {
  VITE_PRODUCTION_ORIGIN: 'https://docs.example.com',
  VITE_AD_FEED_URL: '',
  VITE_AD_SCRIPT_URL: '',
  VITE_AD_CONTAINER_SELECTOR: '',
  VITE_AD_NETWORK_NAME: '',
  VITE_BACKERS_URL: '/versions',
  VITE_IN_HOUSE_AD_SCAFFOLDHUB_URL: 'https://scaffoldhub.io/',
  VITE_IN_HOUSE_AD_TEMPLATES_URL: STORE_URL,
  VITE_IN_HOUSE_AD_THEMES_URL: STORE_URL,
  VITE_IN_HOUSE_AD_TIDELIFT_URL: 'https://tidelift.com/',
  VITE_IN_HOUSE_AD_FIGMA_URL: STORE_URL,
  VITE_ANALYTICS_ID: '',
  VITE_GTAG_SCRIPT_URL: '',
  VITE_FEEDBACK_URL: '',
  VITE_MUI_X_LICENSE_KEY: '',
  VITE_TEMPLATES_STORE_URL: STORE_URL,
  VITE_BLOG_URL: 'https://mui.com/blog/',
  VITE_CSP_EXTRA_HOSTS: '',
} as const;

export type SiteEnvName = keyof typeof SITE_ENV_DEFAULTS;
export const SITE_ENV_NAMES = Object.keys(SITE_ENV_DEFAULTS) as SiteEnvName[];

/** Which variable sets each in-house ad's destination. */
const IN_HOUSE_AD_LINK_VARIABLES: Readonly<Record<InHouseAdName, SiteEnvName>> = {
  scaffoldhub: 'VITE_IN_HOUSE_AD_SCAFFOLDHUB_URL',
  templates: 'VITE_IN_HOUSE_AD_TEMPLATES_URL',
  themes: 'VITE_IN_HOUSE_AD_THEMES_URL',
  tidelift: 'VITE_IN_HOUSE_AD_TIDELIFT_URL',
  figma: 'VITE_IN_HOUSE_AD_FIGMA_URL',
};

export interface SiteSettings {
  /** Canonical links, sitemap, archive hosts and the service-worker gate. */
  productionOrigin: string;
  /** The ad network; both unset: in-house ads only, and no ad host is contacted. */
  adFeedUrl: string | undefined;
  adScriptUrl: string | undefined;
  /** What the network's script inserts; unset: docs-ads' default (which only the fake network matches). */
  adContainerSelector: string | undefined;
  adNetworkName: string | undefined;
  backersUrl: string;
  inHouseAdLinks: Record<InHouseAdName, string>;
  analyticsId: string | undefined;
  gtagScriptUrl: string | undefined;
  /** Where comments are POSTed; unset: the feedback widget collects ratings only. */
  feedbackUrl: string | undefined;
  muiXLicenseKey: string | undefined;
  templatesStoreUrl: string;
  blogUrl: string;
}

/** What src/ads.ts needs. */
export type AdSettings = Pick<
  SiteSettings,
  | 'adFeedUrl'
  | 'adScriptUrl'
  | 'adContainerSelector'
  | 'adNetworkName'
  | 'backersUrl'
  | 'inHouseAdLinks'
>;

/** The variable's value, trimmed, or its default when unset or blank. */
export function envValue(env: SiteEnv, name: SiteEnvName): string {
  const value = env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : SITE_ENV_DEFAULTS[name];
}

const optional = (env: SiteEnv, name: SiteEnvName) => envValue(env, name) || undefined;

export function readSiteEnv(env: SiteEnv): SiteSettings {
  const link = (name: InHouseAdName) => envValue(env, IN_HOUSE_AD_LINK_VARIABLES[name]);
  return {
    productionOrigin: envValue(env, 'VITE_PRODUCTION_ORIGIN').replace(/\/$/, ''),
    adFeedUrl: optional(env, 'VITE_AD_FEED_URL'),
    adScriptUrl: optional(env, 'VITE_AD_SCRIPT_URL'),
    adContainerSelector: optional(env, 'VITE_AD_CONTAINER_SELECTOR'),
    adNetworkName: optional(env, 'VITE_AD_NETWORK_NAME'),
    backersUrl: envValue(env, 'VITE_BACKERS_URL'),
    inHouseAdLinks: {
      scaffoldhub: link('scaffoldhub'),
      templates: link('templates'),
      themes: link('themes'),
      tidelift: link('tidelift'),
      figma: link('figma'),
    },
    analyticsId: optional(env, 'VITE_ANALYTICS_ID'),
    gtagScriptUrl: optional(env, 'VITE_GTAG_SCRIPT_URL'),
    feedbackUrl: optional(env, 'VITE_FEEDBACK_URL'),
    muiXLicenseKey: optional(env, 'VITE_MUI_X_LICENSE_KEY'),
    templatesStoreUrl: envValue(env, 'VITE_TEMPLATES_STORE_URL'),
    blogUrl: envValue(env, 'VITE_BLOG_URL'),
  };
}
