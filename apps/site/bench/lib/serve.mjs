// Serves a built site for the benchmark: `vite preview` on a free loopback port (the same server
// the browser tests use) plus the fake ad network on its fixed port. Text responses are gzipped,
// as every static host does: without it Lighthouse would simulate transfers of uncompressed files
// that no reader ever downloads.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { preview } from 'vite';
import { URL } from 'node:url';
import {
  FAKE_AD_NETWORK_PORT,
  startOrReuseSiteFakeAdNetwork,
} from '../../scripts/fakeAdNetwork.mjs';

const TEXT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file `vite preview` would answer a path with: itself, `<path>.html` or `<path>/index.html`. */
export function fileForPath(distDir, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const base = normalize(join(distDir, decoded));
  if (!base.startsWith(distDir)) return undefined;
  const candidates = decoded.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

function gzipMiddleware(distDir) {
  const cache = new Map();
  return (req, res, next) => {
    if (req.method !== 'GET' || !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      next();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = fileForPath(distDir, pathname);
    const type = file && TEXT_TYPES[extname(file)];
    if (!file || !type) {
      next();
      return;
    }
    let body = cache.get(file);
    if (!body) {
      body = gzipSync(readFileSync(file));
      cache.set(file, body);
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.setHeader('Vary', 'Accept-Encoding');
    // Hashed assets never change; pages are revalidated, as on a real host.
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    res.end(body);
  };
}

/**
 * Starts the site's server and the fake ad network; `close()` stops both. A fake network that
 * already answers on its port (`npm start`, a browser-test run) is used as it is, as the browser
 * tests do: it is stateless, and the bench never reads its request log.
 */
export async function serveSite(siteRoot) {
  const distDir = join(siteRoot, 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`[site] bench: ${distDir} has no index.html: build the site first`);
  }
  const network = await startOrReuseSiteFakeAdNetwork().catch((error) => {
    throw new Error(
      `[site] bench: cannot start the fake ad network on 127.0.0.1:${FAKE_AD_NETWORK_PORT} (something else answers there): ${error.message}`,
    );
  });
  const server = await preview({
    root: siteRoot,
    logLevel: 'error',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    plugins: [
      {
        name: 'docshell-bench-gzip',
        configurePreviewServer(previewServer) {
          previewServer.middlewares.use(gzipMiddleware(distDir));
        },
      },
    ],
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') {
    await network?.close();
    throw new Error('[site] bench: the preview server has no port');
  }
  return {
    origin: `http://127.0.0.1:${address.port}`,
    async close() {
      await Promise.allSettled([server.close(), network?.close()]);
    },
  };
}
