// @ts-check
/**
 * A local stand-in for the ad network, for development and tests: a JSON feed, a script that
 * fills our slot, an image, a landing page and impression pixels, each switchable into the
 * failure modes a real network (or an ad blocker) produces. Plain Node `http`, no dependencies.
 * Not published with the package.
 */
import { Buffer } from 'node:buffer';
import console from 'node:console';
import http from 'node:http';
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';
import { URL, pathToFileURL } from 'node:url';

/** Every switch the fake network understands. */
export const FAKE_AD_NETWORK_MODES = /** @type {const} */ ([
  'ok',
  'no-inventory',
  'backers',
  'empty-entries',
  'malformed-json',
  'slow',
  'never-ends',
  'huge',
  'hostile',
  'blocked',
]);

/** @typedef {(typeof FAKE_AD_NETWORK_MODES)[number]} FakeAdNetworkMode */

const HUGE_BYTES = 5 * 1024 * 1024;
const HUGE_CHUNK_BYTES = 64 * 1024;
const DEFAULT_SLOW_MS = 3000;
const DEFAULT_BACKERS_URL = '/backers/';
/** docs-ads' own default containerSelector (src/constants.ts), which the container matches unless told otherwise. */
const DEFAULT_CONTAINER_SELECTOR = '[data-ad-network-container]';
/** What the container can be told to carry: one id, one class or one attribute. */
const SIMPLE_SELECTOR = /^(?:[#.][A-Za-z][\w-]{0,40}|\[[a-z][\w-]{0,40}\])$/;
/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const AD_IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100" viewBox="0 0 130 100">
<rect width="130" height="100" rx="8" fill="#fff4e0"/><circle cx="65" cy="38" r="20" fill="#f59e0b"/>
<text x="65" y="84" font-family="system-ui, sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="#78350f">Lamplight</text>
</svg>`;
const LANDING_PAGE =
  '<!doctype html><meta charset="utf-8"><title>Lamplight</title><p>You followed an ad from the fake ad network.</p>';

/**
 * @param {string} value
 * @returns {value is FakeAdNetworkMode}
 */
function isMode(value) {
  return /** @type {readonly string[]} */ (FAKE_AD_NETWORK_MODES).includes(value);
}

/**
 * @param {string} value
 * @returns {FakeAdNetworkMode}
 */
function checkMode(value) {
  if (!isMode(value)) {
    throw new Error(
      `[docs-ads] fake ad network: unknown mode "${value}"; use one of ${FAKE_AD_NETWORK_MODES.join(', ')}.`,
    );
  }
  return value;
}

/**
 * @param {string} value
 * @returns {string}
 */
function checkSelector(value) {
  if (!SIMPLE_SELECTOR.test(value)) {
    throw new Error(
      `[docs-ads] fake ad network: container selector "${value}" is not one #id, .class or [attribute].`,
    );
  }
  return value;
}

/**
 * The one ad this network sells.
 * @param {string} base
 */
function goodAd(base) {
  return {
    statlink: `${base}/click?ad=lamplight`,
    statimp: `${base}/imp.gif?ad=lamplight`,
    image: `${base}/image.svg`,
    company: 'Lamplight',
    description: 'Hosting for static docs sites, with a preview for every pull request.',
    pixel: `${base}/pixel/a.gif?ts=[timestamp]||${base}/pixel/b.gif?ts=[timestamp]`,
    timestamp: Math.floor(Date.now() / 1000),
  };
}

/**
 * Every text field carries markup, every link a scheme we must refuse.
 * @param {string} base
 */
function hostileFeed(base) {
  return {
    ads: [
      { statlink: 'javascript:alert(1)', company: 'Script link', description: 'must be dropped' },
      {
        statlink: `${base}/click?ad=hostile`,
        statimp: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        image: 'javascript:alert(2)',
        company: '<img src=x onerror="alert(3)">',
        description: '<script>alert(4)</script><a href="javascript:alert(5)">click me</a>',
        pixel: `javascript:alert(6)||data:text/html,<script>alert(7)</script>||ftp://${new URL(base).host}/p||${base}/pixel/hostile.gif?ts=[timestamp]`,
        timestamp: 1700000000,
      },
    ],
  };
}

/**
 * The network's script. It finds the slot named by `data-target` on its own script element
 * (or its parent) and inserts the network's container: an image, text and a link, marked with
 * `containerSelector` (like a real network's own markup, which the site must be configured to
 * look for). Text is set with textContent only.
 * @param {{ link: string; image?: string; text: string } | null} ad null: a container linking to the backers page
 * @param {string} backersUrl
 * @param {string} containerSelector one #id, .class or [attribute], already checked
 */
function networkScript(ad, backersUrl, containerSelector) {
  const mark = containerSelector.slice(1).replace(/\]$/, '');
  const kind = containerSelector[0];
  return `(function () {
  var script = document.currentScript;
  var id = script && script.dataset ? script.dataset.target : null;
  var slot = (id && document.getElementById(id)) || (script && script.parentNode);
  if (!slot) return;
  var ad = ${JSON.stringify(ad)} || {
    link: new URL(${JSON.stringify(backersUrl)}, location.href).href,
    text: 'This space is free for now: see who backs these docs.'
  };
  var box = document.createElement('div');
  box.id = 'fake-ad-network';
  ${
    kind === '#'
      ? `box.id = ${JSON.stringify(mark)};`
      : kind === '.'
        ? `box.className = ${JSON.stringify(mark)};`
        : `box.setAttribute(${JSON.stringify(mark)}, '');`
  }
  box.style.cssText = 'height:100%;box-sizing:border-box;padding:12px;border:1px dashed #999;font:14px/1.4 system-ui,sans-serif';
  var link = document.createElement('a');
  link.href = ad.link;
  link.target = '_blank';
  link.rel = 'noopener sponsored';
  link.style.cssText = 'display:flex;gap:12px;color:inherit;text-decoration:none';
  if (ad.image) {
    var img = document.createElement('img');
    img.src = ad.image;
    img.width = 130;
    img.height = 100;
    img.alt = '';
    link.appendChild(img);
  }
  var text = document.createElement('span');
  text.textContent = ad.text;
  link.appendChild(text);
  box.appendChild(link);
  slot.appendChild(box);
})();
`;
}

/**
 * @typedef {object} FakeAdNetworkOptions
 * @property {string} [host] Loopback by default.
 * @property {number} [port] 0 picks a free port.
 * @property {FakeAdNetworkMode} [mode] The mode for requests without `?mode=`.
 * @property {number} [slowMs] How long `slow` waits before answering (or `?delay=`).
 * @property {string} [backersUrl] The site's backers page, absolute or a path on the site (or `?backers=`).
 * @property {string} [containerSelector] What the script's container matches: one #id, .class or [attribute] (or `?selector=`); docs-ads' default `[data-ad-network-container]` when unset.
 */

/**
 * @typedef {object} FakeAdNetworkRequest
 * @property {string} path
 * @property {FakeAdNetworkMode} mode
 */

/**
 * @typedef {object} FakeAdNetwork
 * @property {string} url Base URL, without a trailing slash.
 * @property {string} feedUrl
 * @property {string} scriptUrl
 * @property {(mode: FakeAdNetworkMode) => void} setMode Changes the default mode.
 * @property {() => FakeAdNetworkRequest[]} requests Every request so far, oldest first.
 * @property {() => Promise<void>} close Stops the server and drops open connections.
 */

/**
 * Starts the fake ad network.
 * @param {FakeAdNetworkOptions} [options]
 * @returns {Promise<FakeAdNetwork>}
 */
export async function startFakeAdNetwork({
  host = '127.0.0.1',
  port = 0,
  mode = 'ok',
  slowMs = DEFAULT_SLOW_MS,
  backersUrl = DEFAULT_BACKERS_URL,
  containerSelector = DEFAULT_CONTAINER_SELECTOR,
} = {}) {
  let defaultMode = checkMode(mode);
  const defaultSelector = checkSelector(containerSelector);
  /** @type {FakeAdNetworkRequest[]} */
  const log = [];
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  /** @type {Set<ReturnType<typeof setTimeout>>} */
  const timers = new Set();
  let base = '';

  /**
   * @param {number} ms
   * @param {() => void} run
   */
  const later = (ms, run) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    const requested = url.searchParams.get('mode') ?? defaultMode;
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-methods', 'GET, OPTIONS');
    res.setHeader('access-control-allow-headers', 'accept');
    res.setHeader('cross-origin-resource-policy', 'cross-origin');
    res.setHeader('cache-control', 'no-store');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (!isMode(requested)) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(`unknown mode "${requested}"`);
      return;
    }
    const selector = url.searchParams.get('selector') ?? defaultSelector;
    if (!SIMPLE_SELECTOR.test(selector)) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('unknown selector');
      return;
    }
    log.push({ path: url.pathname, mode: requested });
    const delay = Number(url.searchParams.get('delay') ?? slowMs);
    const backers = url.searchParams.get('backers') ?? backersUrl;
    const siteOrigin = req.headers.origin ?? base;

    /**
     * @param {string} type
     * @param {string | Buffer} body
     */
    const send = (type, body) => {
      const answer = () => res.writeHead(200, { 'content-type': type }).end(body);
      if (requested === 'slow') later(delay, answer);
      else answer();
    };

    if (url.pathname === '/feed.json') {
      const json = 'application/json; charset=utf-8';
      switch (requested) {
        case 'blocked':
          // What a blocker looks like to fetch(): the connection just fails.
          req.socket.resetAndDestroy();
          return;
        case 'no-inventory':
          return send(json, JSON.stringify({ ads: [] }));
        case 'backers':
          return send(
            json,
            JSON.stringify({
              ads: [{ ...goodAd(base), statlink: new URL(backers, siteOrigin).href }],
            }),
          );
        case 'empty-entries':
          return send(json, JSON.stringify({ ads: [{}, {}, { company: 'No link' }] }));
        case 'malformed-json':
          return send(json, '{"ads": [{"statlink": "http');
        case 'never-ends':
          res.writeHead(200, { 'content-type': json });
          res.write('{"ads": [');
          return;
        case 'huge': {
          res.writeHead(200, { 'content-type': json });
          res.write('{"ads": [], "padding": "');
          const chunk = 'x'.repeat(HUGE_CHUNK_BYTES);
          let sent = 0;
          const pump = () => {
            while (sent < HUGE_BYTES) {
              sent += chunk.length;
              if (!res.write(chunk)) return void res.once('drain', pump);
            }
            res.end('"}');
          };
          pump();
          return;
        }
        case 'hostile':
          return send(json, JSON.stringify(hostileFeed(base)));
        default:
          return send(json, JSON.stringify({ ads: [goodAd(base)] }));
      }
    }

    if (url.pathname === '/script.js') {
      const js = 'text/javascript; charset=utf-8';
      const ad = goodAd(base);
      switch (requested) {
        case 'blocked':
          res.writeHead(404, { 'content-type': 'text/plain' }).end('blocked');
          return;
        case 'no-inventory':
        case 'backers':
          // Unsold slots get a link to the site's backers page, as real networks do.
          return send(js, networkScript(null, backers, selector));
        case 'malformed-json':
          return send(js, 'this is not (valid javascript');
        case 'never-ends':
          res.writeHead(200, { 'content-type': js });
          res.write('(function () {');
          return;
        default:
          return send(
            js,
            networkScript(
              { link: ad.statlink, image: ad.image, text: `${ad.company}: ${ad.description}` },
              backers,
              selector,
            ),
          );
      }
    }

    if (url.pathname === '/image.svg') return send('image/svg+xml', AD_IMAGE);
    if (url.pathname === '/click') return send('text/html; charset=utf-8', LANDING_PAGE);
    if (url.pathname === '/imp.gif' || url.pathname.startsWith('/pixel/')) {
      return send('image/gif', PIXEL);
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const hostInUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  base = `http://${hostInUrl}:${address.port}`;

  return {
    url: base,
    feedUrl: `${base}/feed.json`,
    scriptUrl: `${base}/script.js`,
    setMode(next) {
      defaultMode = checkMode(next);
    },
    requests: () => log.slice(),
    close: () =>
      new Promise((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/**
 * Reads `--name value` pairs.
 * @param {string[]} argv
 */
function parseArgs(argv) {
  /** @type {Record<string, string>} */
  const args = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) continue;
    args[arg.slice(2)] = argv[i + 1] ?? '';
    i += 1;
  }
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const network = await startFakeAdNetwork({
    host: args.host ?? '127.0.0.1',
    port: Number(args.port ?? 0),
    mode: checkMode(args.mode ?? 'ok'),
    slowMs: Number(args['slow-ms'] ?? DEFAULT_SLOW_MS),
    backersUrl: args.backers ?? DEFAULT_BACKERS_URL,
    containerSelector: args.selector ?? DEFAULT_CONTAINER_SELECTOR,
  });
  console.log(`[docs-ads] fake ad network on ${network.url}`);
  console.log(`  feed:   ${network.feedUrl}`);
  console.log(`  script: ${network.scriptUrl}`);
  console.log(`  modes (add ?mode=): ${FAKE_AD_NETWORK_MODES.join(', ')}`);
  const stop = () => {
    void network.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
