// `pnpm dev`: Vite's dev server with hot reload on :5173, plus the local fake ad network.
import process from 'node:process';
import { createServer } from 'vite';
import { startSiteFakeAdNetwork, withFakeAdNetwork } from './fakeAdNetwork.mjs';

// Vite reads VITE_* variables from the environment: point the dev site at the fake network.
Object.assign(process.env, withFakeAdNetwork(process.env));
const network = await startSiteFakeAdNetwork();
const server = await createServer({ server: { host: '127.0.0.1', port: 5173 } });
await server.listen();
server.printUrls();
console.log(`[site] fake ad network on ${network.url}`);

async function stop() {
  await Promise.allSettled([server.close(), network.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
