import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { preview } from 'vite';
import { startOrReuseSiteFakeAdNetwork } from '../scripts/fakeAdNetwork.mjs';

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
  const network = await startOrReuseSiteFakeAdNetwork();
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
