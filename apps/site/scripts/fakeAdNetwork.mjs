// The local fake ad network (packages/docs-ads/fake-network) that `npm start`, `pnpm dev`, the
// browser tests, the bench and the screenshots point the site at. A plain build is configured
// with no network at all (in-house ads only): these commands set the variables below for their
// own build, unless a network is configured in the environment already.
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { startFakeAdNetwork } from '../../../packages/docs-ads/fake-network/server.mjs';

export const FAKE_AD_NETWORK_PORT = 4100;
export const FAKE_AD_NETWORK_ORIGIN = `http://127.0.0.1:${FAKE_AD_NETWORK_PORT}`;
/**
 * Not docs-ads' default selector: the fake network marks its container the way the site is
 * configured to look for, as a real network's script does, so every ad test goes through the
 * site's configured selector.
 */
export const FAKE_AD_CONTAINER_SELECTOR = '[data-fake-ad-container]';
export const FAKE_AD_BACKERS_URL = '/versions';

/** The site's ad variables for the fake network. */
export const FAKE_AD_NETWORK_ENV = Object.freeze({
  VITE_AD_FEED_URL: `${FAKE_AD_NETWORK_ORIGIN}/feed.json`,
  VITE_AD_SCRIPT_URL: `${FAKE_AD_NETWORK_ORIGIN}/script.js`,
  VITE_AD_CONTAINER_SELECTOR: FAKE_AD_CONTAINER_SELECTOR,
  VITE_AD_NETWORK_NAME: 'Fake Ads',
  VITE_BACKERS_URL: FAKE_AD_BACKERS_URL,
});

/**
 * The variables to add to `env` for the fake network: none when `env` configures a network of
 * its own (a feed or a script URL).
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function fakeAdNetworkVariables(env) {
  return env.VITE_AD_FEED_URL || env.VITE_AD_SCRIPT_URL ? {} : { ...FAKE_AD_NETWORK_ENV };
}

/**
 * `env` with the fake network's variables added (see fakeAdNetworkVariables).
 * @param {Record<string, string | undefined>} env
 */
export function withFakeAdNetwork(env) {
  return { ...env, ...fakeAdNetworkVariables(env) };
}

/** Starts the fake network on its fixed port, marking its container as the site looks for it. */
export function startSiteFakeAdNetwork(port = FAKE_AD_NETWORK_PORT) {
  return startFakeAdNetwork({
    port,
    backersUrl: FAKE_AD_BACKERS_URL,
    containerSelector: FAKE_AD_CONTAINER_SELECTOR,
  });
}

const PROBE_MODE = 'docshell-probe';

/**
 * Whether the fake ad network answers at `origin`: it names an unknown mode in its 400 answer.
 * @param {string} origin
 */
export async function isFakeAdNetwork(origin) {
  try {
    const response = await fetch(`${origin}/feed.json?mode=${PROBE_MODE}`);
    return response.status === 400 && (await response.text()).includes(`"${PROBE_MODE}"`);
  } catch {
    return false;
  }
}

/**
 * Starts the fake network, or resolves to undefined when one already answers on its port (the
 * one `npm start` serves: the same stateless server, every behaviour comes from the request's
 * URL). Rejects, naming the port, when something else holds it.
 */
export async function startOrReuseSiteFakeAdNetwork(port = FAKE_AD_NETWORK_PORT) {
  const origin = `http://127.0.0.1:${port}`;
  return startSiteFakeAdNetwork(port).catch(async (error) => {
    if (await isFakeAdNetwork(origin)) return undefined;
    throw new Error(
      `[site] cannot start the fake ad network on ${origin}, and what answers there is not one: ${error.message}`,
    );
  });
}

/** `export NAME='value'` lines for bash (scripts/start.sh and scripts/test.sh `eval` them). */
export function shellExports(env) {
  return Object.entries(fakeAdNetworkVariables(env)).map(
    ([name, value]) => `export ${name}='${String(value).replace(/'/g, `'\\''`)}'`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] !== '--exports') {
    console.error('usage: node scripts/fakeAdNetwork.mjs --exports');
    process.exit(1);
  }
  console.log(shellExports(process.env).join('\n'));
}
