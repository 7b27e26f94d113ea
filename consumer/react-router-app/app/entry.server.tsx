import { PassThrough } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

/** A prerender that has not finished by then is cut short rather than hanging the build. */
const RENDER_TIMEOUT_MS = 10_000;

/** The whole document as one string, once everything (the router's data scripts too) rendered. */
function renderDocument(element: ReactElement) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<string>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady() {
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        body.on('error', reject);
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        // The build fails on a page that does not render.
        reject(error);
      },
    });
    timer = setTimeout(abort, RENDER_TIMEOUT_MS);
  }).finally(() => clearTimeout(timer));
}

/**
 * Renders one page at build time (the site is prerendered; no server runs). The router streams its
 * data as inline scripts, so the document is complete only when everything is ready; then the
 * emotion styles the page used go at the end of <head>, where hydration leaves extra nodes alone
 * and the browser's emotion cache takes them over.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = await renderDocument(
    <CacheProvider value={cache}>
      <ServerRouter context={routerContext} url={request.url} />
    </CacheProvider>,
  );
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  const document = html.replace('</head>', `${styles}</head>`);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(document.startsWith('<!DOCTYPE') ? document : `<!DOCTYPE html>${document}`, {
    status,
    headers,
  });
}
