// `npm start` ends here: the built site on http://localhost:4173 and the local fake ad network
// scripts/start.sh built it to point at, on 127.0.0.1:4100 (unless a real network is
// configured). Ctrl+C stops both.
import { preview } from 'vite';
import { startSiteFakeAdNetwork } from './fakeAdNetwork.mjs';

const PORT = Number(process.env.PORT) || 4173;
const network = await startSiteFakeAdNetwork();
const server = await preview({ preview: { host: '127.0.0.1', port: PORT, strictPort: true } });
console.log(
  `[site] serving the built site on http://localhost:${PORT} (fake ad network on ${network.url})`,
);

async function stop() {
  await Promise.allSettled([server.close(), network.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
