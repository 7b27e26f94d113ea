// `pnpm dev`: Vite's dev server with hot reload on :5173, plus the local fake ad network.
import { createServer } from 'vite';
import { startFakeAdNetwork } from '../../../packages/docs-ads/fake-network/server.mjs';

const network = await startFakeAdNetwork({ port: 4100, backersUrl: '/versions' });
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
