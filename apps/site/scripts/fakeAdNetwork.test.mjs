import http from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  FAKE_AD_NETWORK_ENV,
  shellExports,
  startOrReuseSiteFakeAdNetwork,
  startSiteFakeAdNetwork,
} from './fakeAdNetwork.mjs';

/** A free loopback port, so these tests never touch the fixed one `npm start` may hold. */
async function freePort() {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('startOrReuseSiteFakeAdNetwork', () => {
  it('starts the fake network on a free port', async () => {
    const network = await startOrReuseSiteFakeAdNetwork(await freePort());
    expect(network).toBeDefined();
    await network.close();
  });

  it('reuses the fake network already serving its port (npm test beside npm start)', async () => {
    const port = await freePort();
    const running = await startSiteFakeAdNetwork(port);
    try {
      expect(await startOrReuseSiteFakeAdNetwork(port)).toBeUndefined();
    } finally {
      await running.close();
    }
  });

  it('fails, naming the port, when something else holds it', async () => {
    const port = await freePort();
    const other = http.createServer((req, res) => res.end('not an ad network'));
    await new Promise((resolve) => other.listen(port, '127.0.0.1', resolve));
    try {
      await expect(startOrReuseSiteFakeAdNetwork(port)).rejects.toThrow(
        `cannot start the fake ad network on http://127.0.0.1:${port}`,
      );
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});

describe('shellExports', () => {
  it('points a local build at the fake network, unless a network is configured', () => {
    expect(shellExports({})).toEqual(
      Object.entries(FAKE_AD_NETWORK_ENV).map(([name, value]) => `export ${name}='${value}'`),
    );
    expect(shellExports({ VITE_AD_SCRIPT_URL: 'https://cdn.adnetwork.io/serve.js' })).toEqual([]);
  });
});
