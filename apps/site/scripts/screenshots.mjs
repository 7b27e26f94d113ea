// Screenshots of the built site at phone and desktop widths in light and dark, for a person to
// look at: `node scripts/screenshots.mjs /material-ui/react-button [more paths]` (default: one
// component page). Serves dist/ on a free loopback port and writes PNGs to ./screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';
import { startSiteFakeAdNetwork } from './fakeAdNetwork.mjs';
import { launchChromium, READER_USER_AGENT } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'screenshots');
mkdirSync(out, { recursive: true });
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/material-ui/react-button'];

const network = await startSiteFakeAdNetwork();
const server = await preview({ root, logLevel: 'error', preview: { host: '127.0.0.1', port: 0 } });
const { port } = server.httpServer.address();
const browser = await launchChromium();
try {
  for (const path of paths) {
    for (const [label, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ]) {
      for (const scheme of ['light', 'dark']) {
        // A reader's user agent: headless Chromium's own is treated as a bot and gets no ad.
        const context = await browser.newContext({
          viewport,
          colorScheme: scheme,
          userAgent: READER_USER_AGENT,
        });
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
        const file = join(out, `${path.replace(/\W+/g, '_')}-${label}-${scheme}.png`);
        await page.screenshot({ path: file });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
  await network.close();
}
