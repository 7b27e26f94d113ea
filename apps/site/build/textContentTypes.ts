import type { Plugin } from 'vite';

/**
 * The content types of the site's text files for AI tools: Markdown copies of the pages and the
 * llms.txt files, as UTF-8 (`vite preview` gives `.md` no charset, and a reader would then guess).
 */
export function textContentTypeFor(pathname: string): string | undefined {
  if (pathname.endsWith('.md')) return 'text/markdown; charset=utf-8';
  if (pathname.endsWith('.txt')) return 'text/plain; charset=utf-8';
  return undefined;
}

/** `vite preview` (npm start and the browser tests) serves those files with those types. */
export function textContentTypesPlugin(): Plugin {
  return {
    name: 'docshell-text-content-types',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://preview.invalid').pathname;
        const type = textContentTypeFor(pathname);
        // The static file server keeps a Content-Type already set.
        if (type) res.setHeader('Content-Type', type);
        next();
      });
    },
  };
}
