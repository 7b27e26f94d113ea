import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import Negotiator from 'negotiator';
import type { Plugin } from 'vite';
import { markdownPathOf } from '../src/markdown/markdownPath.ts';

/**
 * The content types of the site's text files for AI tools: Markdown copies of the pages and the
 * llms.txt files, as UTF-8 (`vite preview` gives `.md` no charset, and a reader would then guess).
 */
export function textContentTypeFor(pathname: string): string | undefined {
  if (pathname.endsWith('.md')) return 'text/markdown; charset=utf-8';
  if (pathname.endsWith('.txt')) return 'text/plain; charset=utf-8';
  return undefined;
}

const PAGE_TYPES = ['text/html', 'text/markdown'];

/** A path that names a file (`/x.js`, `/llms.txt`) rather than a page. */
const isFilePath = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname);

/**
 * The Markdown copy to answer a page request with, when its Accept header prefers Markdown to
 * HTML (some coding agents ask for a page that way): `/a/b` → `/a/b.md`. Undefined for a browser
 * (which asks for HTML), a request without Accept, or a path that is a file (`/x.js`).
 */
export function negotiatedMarkdownPath(
  pathname: string,
  accept: string | undefined,
): string | undefined {
  if (isFilePath(pathname)) return undefined;
  const preferred = new Negotiator({ headers: { accept } }).mediaType(PAGE_TYPES);
  return preferred === 'text/markdown' ? markdownPathOf(pathname) : undefined;
}

/**
 * `vite preview` (npm start and the browser tests) serves those files with those types, and a
 * page as its Markdown copy to a request that prefers Markdown (`Vary: Accept` on both answers,
 * so a cache keeps them apart). deploy/nginx.conf does the same.
 */
export function textContentTypesPlugin(): Plugin {
  return {
    name: 'docshell-text-content-types',
    configurePreviewServer(server) {
      const distDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview.invalid');
        const markdown = negotiatedMarkdownPath(url.pathname, req.headers.accept);
        if (!isFilePath(url.pathname)) res.setHeader('Vary', 'Accept');
        if (markdown) {
          const file = join(distDir, markdown);
          // Only a copy the build wrote: anything else goes on to the 404 page.
          if (file.startsWith(distDir + sep) && existsSync(file)) req.url = markdown;
        }
        const type = textContentTypeFor(new URL(req.url ?? '/', url).pathname);
        // The static file server keeps a Content-Type already set.
        if (type) res.setHeader('Content-Type', type);
        next();
      });
    },
  };
}
