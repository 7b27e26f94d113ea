/* global self, caches, fetch, URL, Response */
/* The site's service worker: hand-written, no Workbox. Registered only on the production origin
 * (src/resilience/serviceWorker.ts). It keeps visited pages readable offline:
 * - /assets/*    cache-first: file names carry a content hash, so a cached file never goes stale
 *                (and a tab on the old deploy still finds its old chunks);
 * - pages        network-first, falling back to the cached page, then to the cached home page
 *                (the app renders the route itself), then to a small offline page;
 * - /pagefind/*, /static/* and the favicon: stale-while-revalidate.
 * A new version waits until the page sends 'skipWaiting' (the page then reloads once, when the
 * reader is looking at it). Bump VERSION when this file's caching changes: old caches are dropped
 * on activation.
 */
const VERSION = 'v1';
const PREFIX = 'docshell-';
const PAGES = `${PREFIX}pages-${VERSION}`;
const ASSETS = `${PREFIX}assets-${VERSION}`;
const SEARCH = `${PREFIX}search-${VERSION}`;
const STATIC = `${PREFIX}static-${VERSION}`;
const CURRENT = [PAGES, ASSETS, SEARCH, STATIC];
const SHELL_URL = '/';
/** Oldest entries go first beyond these counts, so the caches stay bounded across deploys. */
const LIMITS = { [PAGES]: 150, [ASSETS]: 400, [SEARCH]: 300, [STATIC]: 60 };
const SKIP_WAITING_MESSAGE = 'skipWaiting';
const CACHE_URLS_MESSAGE = 'cache-urls';
const MAX_MESSAGE_URLS = 200;
// Servers add `Vary: Origin` (module scripts are CORS requests, the worker's own fetches are not)
// or `Vary: Accept-Encoding`; the cached bytes are the same, so matching ignores Vary.
const MATCH = { ignoreVary: true };
const ASSET_PATTERN = /(?:src|href)="(\/assets\/[^"?#]+)"/g;

const OFFLINE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline - docshell</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem}</style><h1>You are offline</h1><p>This page has not been saved for offline reading yet. Pages you have visited are still available.</p><p><a href="/">Go to the home page</a></p></html>`;

function isSameOrigin(url) {
  return url.origin === self.location.origin;
}

/** The cache key of a page: its path without query, hash or trailing slash. */
function pageKey(url) {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  return new URL(path, self.location.origin).href;
}

/** A navigation cannot be answered with a redirected response: store a clean copy. */
async function storable(response) {
  if (!response.redirected) return response;
  const body = await response.blob();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

async function trim(cacheName) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  const excess = keys.length - (LIMITS[cacheName] ?? Infinity);
  for (let i = 0; i < excess; i += 1) await cache.delete(keys[i]);
}

async function put(cacheName, key, response) {
  if (!response || !response.ok || response.type === 'opaque') return;
  const cache = await caches.open(cacheName);
  await cache.put(key, await storable(response));
  await trim(cacheName);
}

/** Caches a page and the hashed files its HTML names. Errors are swallowed: it is only a cache. */
async function cachePage(url) {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return;
    const html = await response.clone().text();
    await put(PAGES, pageKey(new URL(url, self.location.origin)), response);
    const assets = [...html.matchAll(ASSET_PATTERN)].map((match) => match[1]);
    await Promise.allSettled(assets.map((asset) => cacheAsset(asset)));
  } catch {
    // Offline during install: the next visit tries again.
  }
}

async function cacheAsset(url) {
  const cache = await caches.open(ASSETS);
  if (await cache.match(url, MATCH)) return;
  try {
    await put(ASSETS, url, await fetch(url));
  } catch {
    // Not reachable now; it is cached when the page next asks for it.
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { ...MATCH, cacheName: ASSETS });
  if (cached) return cached;
  const response = await fetch(request);
  await put(ASSETS, request, response.clone());
  return response;
}

async function staleWhileRevalidate(event, cacheName) {
  const cached = await caches.match(event.request, { ...MATCH, cacheName });
  const network = fetch(event.request).then(async (response) => {
    await put(cacheName, event.request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(network.catch(() => undefined));
    return cached;
  }
  return network;
}

async function networkFirstPage(event) {
  const url = new URL(event.request.url);
  try {
    const response = await fetch(event.request);
    if (response.ok) event.waitUntil(put(PAGES, pageKey(url), response.clone()));
    return response;
  } catch {
    const cache = await caches.open(PAGES);
    const page = await cache.match(pageKey(url), MATCH);
    if (page) return page;
    // The home page's HTML carries the whole app: it renders this route from cached chunks.
    const shell = await cache.match(pageKey(new URL(SHELL_URL, self.location.origin)), MATCH);
    if (shell) return shell;
    return new Response(OFFLINE_PAGE, {
      status: 503,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  }
}

self.addEventListener('install', (event) => {
  // No skipWaiting here: an update waits for the page's message, so it never swaps files under
  // a reader mid-page. A first install has nothing to wait for and activates at once.
  event.waitUntil(cachePage(SHELL_URL));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && !CURRENT.includes(name))
          .map((name) => caches.delete(name)),
      );
      // Take the open tab on a first visit, so the chunks it loads from now on are cached.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data === SKIP_WAITING_MESSAGE) {
    self.skipWaiting();
    return;
  }
  // The page lists what it loaded before this worker controlled it: its own URL and its chunks.
  if (data && data.type === CACHE_URLS_MESSAGE && Array.isArray(data.urls)) {
    const work = data.urls.slice(0, MAX_MESSAGE_URLS).map((raw) => {
      let url;
      try {
        url = new URL(String(raw), self.location.origin);
      } catch {
        return undefined;
      }
      if (!isSameOrigin(url)) return undefined;
      if (url.pathname.startsWith('/assets/')) return cacheAsset(url.pathname);
      if (data.page === raw) return cachePage(url.pathname);
      return undefined;
    });
    event.waitUntil(Promise.allSettled(work));
  }
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!isSameOrigin(url)) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname.startsWith('/pagefind/')) {
    event.respondWith(staleWhileRevalidate(event, SEARCH));
  } else if (url.pathname.startsWith('/static/') || url.pathname.startsWith('/favicon.')) {
    event.respondWith(staleWhileRevalidate(event, STATIC));
  } else if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(event));
  }
});
