import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

const NOT_FOUND_PAGE = '404.html';

/**
 * `vite preview` (so `npm start` and every browser test) answers a path with no file as a static
 * host does, and as deploy/nginx.conf does: status 404 with the prerendered 404 page, not the
 * home page with status 200 (Vite's single-page-app fallback). Pages are still found as
 * `a/b.html` and `a/b/index.html`, and the security headers are set before this runs.
 */
export function notFoundPreviewPlugin(): Plugin {
  return {
    name: 'docshell-not-found-preview',
    config(_config, { isPreview }) {
      // 'mpa' keeps Vite's `.html` lookup and drops its fallback to index.html.
      return isPreview ? { appType: 'mpa' } : undefined;
    },
    configurePreviewServer(server) {
      const distDir = resolve(server.config.root, server.config.build.outDir);
      // Returned: runs after Vite's static files and its `.html` lookup, before it serves HTML.
      return () => {
        server.middlewares.use((req, res, next) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') return next();
          let pathname: string;
          try {
            pathname = decodeURIComponent(
              new URL(req.url ?? '/', 'http://preview.invalid').pathname,
            );
          } catch {
            pathname = '';
          }
          const file = join(distDir, pathname);
          // A page Vite's lookup found (it rewrote the URL to its .html file): Vite serves it.
          if (pathname.endsWith('.html') && file.startsWith(distDir + sep) && existsSync(file)) {
            return next();
          }
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(req.method === 'HEAD' ? undefined : readFileSync(join(distDir, NOT_FOUND_PAGE)));
        });
      };
    },
  };
}
