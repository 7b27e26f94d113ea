// A static server for the tests: serves a folder on 127.0.0.1 (a free port), answers unknown
// paths like a single-page app (200 with HTML), and has a few routes that misbehave on purpose.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

export const FIXTURE_SITE = new URL('./site/', import.meta.url).pathname;

export interface FixtureServer {
  origin: string;
  /** Every path requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export async function serveFixture(root = FIXTURE_SITE): Promise<FixtureServer> {
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture.invalid').pathname;
    requests.push(request.url ?? '');
    if (path === '/ui/moved.md') {
      response.writeHead(301, { location: '/ui/react-button.md' }).end();
    } else if (path === '/ui/elsewhere.md') {
      response.writeHead(302, { location: 'http://127.0.0.1:9/secret.md' }).end();
    } else if (path === '/ui/huge.md') {
      // No content-length: the reader has to count.
      response.writeHead(200, { 'content-type': TYPES['.md']! });
      const chunk = `${'a'.repeat(1023)}\n`;
      for (let i = 0; i < 64; i += 1) response.write(chunk);
      response.end();
    } else if (path === '/ui/broken.md') {
      response.writeHead(500).end('oops');
    } else {
      try {
        const file = join(root, normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, ''));
        const body = await readFile(file);
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        });
        response.end(body);
      } catch {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><title>Acme Docs</title><div id="root"></div>');
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
