import type { Plugin } from 'vite';

/** Longer than a client keeps an idle connection (undici, which afdocs and fetch use: 4 s). */
const PREVIEW_KEEP_ALIVE_MS = 65_000;

/**
 * `vite preview` (npm start and the browser tests) keeps idle connections open longer than
 * Node's 5 s default. With the default, a client that reuses a connection at the moment the
 * server closes it gets "other side closed": afdocs, which fetches hundreds of URLs, met it on
 * a few links on every run of this loaded machine, and none with this value.
 */
export function previewKeepAlivePlugin(): Plugin {
  return {
    name: 'docshell-preview-keep-alive',
    configurePreviewServer(server) {
      const http = server.httpServer;
      // An HTTP/2 server (preview over TLS) manages its sessions itself.
      if (http && 'keepAliveTimeout' in http) http.keepAliveTimeout = PREVIEW_KEEP_ALIVE_MS;
    },
  };
}
