import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { preview } from 'vite';
import { FAKE_AD_NETWORK_ORIGIN, startSiteFakeAdNetwork } from '../scripts/fakeAdNetwork.mjs';

const PROBE_MODE = 'docshell-probe';

/** Whether the fake ad network answers at `origin`: it names an unknown mode in its 400 answer. */
async function isFakeAdNetwork(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/feed.json?mode=${PROBE_MODE}`);
    return response.status === 400 && (await response.text()).includes(`"${PROBE_MODE}"`);
  } catch {
    return false;
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Serves the built site on a free loopback port for the whole browser-test run. */
export default async function setup(project: TestProject) {
  const root = new URL('..', import.meta.url).pathname;
  if (!existsSync(`${root}/dist/index.html`)) {
    throw new Error(
      '[site] dist/ is missing: build the site before the browser tests (pnpm build)',
    );
  }
  // The site is built to point at the fake ad network on this fixed port (scripts/test.sh, from
  // scripts/fakeAdNetwork.mjs). When `npm start` already serves one there, the tests use it: it
  // is the same stateless server (every behaviour comes from the request's URL), and the tests
  // never read its request log.
  const network = await startSiteFakeAdNetwork().catch(async (error: Error) => {
    if (await isFakeAdNetwork(FAKE_AD_NETWORK_ORIGIN)) return undefined;
    throw new Error(
      `[site] cannot start the fake ad network on ${FAKE_AD_NETWORK_ORIGIN}, and what answers there is not one: ${error.message}`,
    );
  });
  const server = await preview({
    root,
    logLevel: 'error',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('[site] preview server has no port');
  project.provide('baseURL', `http://127.0.0.1:${address.port}`);
  return async () => {
    await Promise.all([server.close(), network?.close()]);
  };
}
