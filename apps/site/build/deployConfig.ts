/**
 * The deploy build's check (`pnpm build:deploy`): the configuration must be fit for production,
 * so a placeholder (an example.com host, a loopback address, an "example" id) or a missing value
 * can never reach readers. Pure: it reads the same variables the site reads (src/siteEnv.ts).
 */
import { envValue, SITE_ENV_DEFAULTS, type SiteEnv, type SiteEnvName } from '../src/siteEnv.ts';

/** The Vite mode of `pnpm build:deploy`: vite.config.ts runs the check in it. */
export const DEPLOY_MODE = 'deploy';

/** Hosts reserved for documentation and testing (RFC 2606 and 6761), and loopback names. */
const PLACEHOLDER_DOMAINS = ['example.com', 'example.net', 'example.org'];
const PLACEHOLDER_TLDS = ['example', 'test', 'invalid', 'localhost', 'local'];
/** Words that mark a value someone meant to replace. */
const PLACEHOLDER_WORDS = /example|placeholder|changeme|change-me|your[-_ ]|xxxx|todo|dummy/i;

/** Why a host cannot be a production host, or undefined when it can. */
export function placeholderHost(hostname: string): string | undefined {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === 'localhost' || /^127\./.test(host) || host === '::1' || host === '0.0.0.0') {
    return 'a loopback address';
  }
  const domain = PLACEHOLDER_DOMAINS.find((d) => host === d || host.endsWith(`.${d}`));
  if (domain) return `a placeholder host (${domain})`;
  const tld = host.split('.').pop() ?? '';
  if (PLACEHOLDER_TLDS.includes(tld)) return `a placeholder host (.${tld})`;
  return undefined;
}

type Kind =
  /** An https origin, nothing after the host. */
  | 'origin'
  /** An absolute https URL. */
  | 'https-url'
  /** An absolute https URL or a path on the site (`/…`). */
  | 'url-or-path'
  /** Free text: an id, a key, a name, a selector. */
  | 'text'
  /** Origins separated by commas or spaces. */
  | 'origins';

const KINDS: Readonly<Record<SiteEnvName, Kind>> = {
  VITE_PRODUCTION_ORIGIN: 'origin',
  VITE_AD_FEED_URL: 'https-url',
  VITE_AD_SCRIPT_URL: 'https-url',
  VITE_AD_CONTAINER_SELECTOR: 'text',
  VITE_AD_NETWORK_NAME: 'text',
  VITE_BACKERS_URL: 'url-or-path',
  VITE_IN_HOUSE_AD_SCAFFOLDHUB_URL: 'url-or-path',
  VITE_IN_HOUSE_AD_TEMPLATES_URL: 'url-or-path',
  VITE_IN_HOUSE_AD_THEMES_URL: 'url-or-path',
  VITE_IN_HOUSE_AD_TIDELIFT_URL: 'url-or-path',
  VITE_IN_HOUSE_AD_FIGMA_URL: 'url-or-path',
  VITE_ANALYTICS_ID: 'text',
  VITE_GTAG_SCRIPT_URL: 'https-url',
  VITE_FEEDBACK_URL: 'url-or-path',
  VITE_MUI_X_LICENSE_KEY: 'text',
  VITE_TEMPLATES_STORE_URL: 'url-or-path',
  VITE_BLOG_URL: 'url-or-path',
  VITE_CSP_EXTRA_HOSTS: 'origins',
};

/** What is wrong with one URL value, or undefined. */
function urlProblem(value: string, kind: Kind): string | undefined {
  if (kind === 'url-or-path' && value.startsWith('/') && !value.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return kind === 'url-or-path' ? 'not an https URL or a path starting with /' : 'not a URL';
  }
  const host = placeholderHost(url.hostname);
  if (host) return host;
  if (url.protocol !== 'https:') return 'not https';
  if (kind === 'origin' && value.replace(/\/$/, '') !== url.origin) {
    return `not an origin (use ${url.origin})`;
  }
  return undefined;
}

function valueProblem(value: string, kind: Kind): string | undefined {
  if (kind === 'text') {
    return PLACEHOLDER_WORDS.test(value) || /[<>]/.test(value) ? 'a placeholder' : undefined;
  }
  if (kind === 'origins') {
    const problems = value
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((origin) => urlProblem(origin, 'origin'))
      .filter(Boolean);
    return problems[0];
  }
  return urlProblem(value, kind);
}

const isSet = (env: SiteEnv, name: SiteEnvName) => {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '';
};

/**
 * Every problem with the configuration for a production build, one line each, naming the
 * variable. Empty when the build may go ahead.
 */
export function deployConfigProblems(env: SiteEnv): string[] {
  const problems: string[] = [];
  const missing = (name: SiteEnvName, why: string) => problems.push(`${name} is not set: ${why}`);

  if (!isSet(env, 'VITE_PRODUCTION_ORIGIN')) {
    missing('VITE_PRODUCTION_ORIGIN', 'the https origin readers reach the site at');
  }
  const network = isSet(env, 'VITE_AD_FEED_URL') || isSet(env, 'VITE_AD_SCRIPT_URL');
  if (isSet(env, 'VITE_AD_SCRIPT_URL') && !isSet(env, 'VITE_AD_CONTAINER_SELECTOR')) {
    missing(
      'VITE_AD_CONTAINER_SELECTOR',
      "the element the network's script inserts (the default only matches the fake network)",
    );
  }
  if (network && !isSet(env, 'VITE_BACKERS_URL')) {
    missing('VITE_BACKERS_URL', 'the page the network links unsold slots to');
  }
  if (isSet(env, 'VITE_ANALYTICS_ID') !== isSet(env, 'VITE_GTAG_SCRIPT_URL')) {
    const absent = isSet(env, 'VITE_ANALYTICS_ID') ? 'VITE_GTAG_SCRIPT_URL' : 'VITE_ANALYTICS_ID';
    missing(absent, 'analytics needs both the measurement id and the tag script URL');
  }

  // Every value, set or defaulted, must be fit for production.
  for (const name of Object.keys(SITE_ENV_DEFAULTS) as SiteEnvName[]) {
    const value = envValue(env, name);
    if (!value || (name === 'VITE_PRODUCTION_ORIGIN' && !isSet(env, name))) continue;
    const problem = valueProblem(value, KINDS[name]);
    if (problem) problems.push(`${name} is ${problem}: "${value}"`);
  }
  return problems;
}

/** The one message a failed deploy build prints. */
export function deployConfigMessage(problems: readonly string[]): string {
  return [
    `[site] build:deploy: the configuration is not ready for production (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}):`,
    ...problems.map((problem) => `  - ${problem}`),
    'Set these variables in the build\'s environment (the README\'s "Configuration" table lists them all) and build again.',
  ].join('\n');
}
