import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { preview } from 'vite';
import { startFakeAdNetwork } from '../../../packages/docs-ads/fake-network/server.mjs';

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
  // The built site points at the fake ad network on this fixed port (src/ads.ts).
  const network = await startFakeAdNetwork({ port: 4100, backersUrl: '/versions' }).catch(
    (error: Error) => {
      throw new Error(
        `[site] cannot start the fake ad network on 127.0.0.1:4100 (is \`npm start\` running?): ${error.message}`,
      );
    },
  );
  const server = await preview({
    root,
    logLevel: 'error',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('[site] preview server has no port');
  project.provide('baseURL', `http://127.0.0.1:${address.port}`);
  return async () => {
    await Promise.all([server.close(), network.close()]);
  };
}
