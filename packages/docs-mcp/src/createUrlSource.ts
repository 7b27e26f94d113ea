import { FETCH_TIMEOUT_MS, MAX_FILE_BYTES, MAX_REDIRECTS } from './constants.js';
import type { DocsSource } from './DocsSource.js';
import { DocsError } from './errors.js';
import { checkReadablePath, quote } from './sitePath.js';

export interface UrlSourceOptions {
  /** Responses larger than this are refused (default 4 MB). */
  maxFileBytes?: number;
  /** Each request gives up after this many milliseconds (default 15 s). */
  timeoutMs?: number;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
}

/**
 * The origin of a site given as `https://example.com`, `https://example.com/` or
 * `https://example.com/llms.txt`. Anything else (another scheme, credentials, a deeper path) is
 * refused: the source reads one site from its root.
 */
export function siteOriginOf(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new DocsError('invalid', `Not a URL: ${quote(baseUrl, 200)}.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new DocsError('invalid', `Only http and https sites can be read, not ${url.protocol}.`);
  if (url.username || url.password)
    throw new DocsError('invalid', 'The site URL must not contain a user name or password.');
  if (url.pathname !== '/' && url.pathname !== '/llms.txt')
    throw new DocsError(
      'invalid',
      `Give the site's origin (${url.origin}), not a page: its llms.txt must be at ${url.origin}/llms.txt.`,
    );
  return url.origin;
}

const isHtml = (type: string | null) => /^\s*text\/html\b/i.test(type ?? '');

/** The body as text, refusing more than `maxBytes` (streamed, so a huge body is never held). */
async function readCapped(response: Response, sitePath: string, maxBytes: number) {
  const tooLarge = () =>
    new DocsError('refused', `Refused ${sitePath}: over the ${maxBytes}-byte limit.`);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

/**
 * Reads a served docs site over http(s). Every request goes to the site's own origin: links in
 * its llms.txt files count by their path only, and a redirect to another origin is refused.
 */
export function createUrlSource(baseUrl: string, options: UrlSourceOptions = {}): DocsSource {
  const origin = siteOriginOf(baseUrl);
  const maxFileBytes = options.maxFileBytes ?? MAX_FILE_BYTES;
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? globalThis.fetch;

  async function readText(sitePath: string): Promise<string> {
    checkReadablePath(sitePath);
    let url = new URL(sitePath, origin);
    for (let redirects = 0; ; redirects += 1) {
      if (url.origin !== origin)
        throw new DocsError('refused', `Refused ${sitePath}: it leads to another origin.`);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'text/markdown, text/plain;q=0.9, */*;q=0.1' },
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new DocsError(
          'unavailable',
          `Could not fetch ${sitePath} from ${origin}${timedOut ? ` (no answer in ${timeoutMs} ms)` : ''}.`,
        );
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        if (!location || redirects >= MAX_REDIRECTS)
          throw new DocsError('unavailable', `${sitePath}: too many or broken redirects.`);
        url = new URL(location, url);
        continue;
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        throw new DocsError('not-found', `No file ${sitePath} on ${origin}.`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new DocsError('unavailable', `${origin}${sitePath} answered ${response.status}.`);
      }
      // A single-page app's fallback answers every unknown path with its HTML shell.
      if (isHtml(response.headers.get('content-type'))) {
        await response.body?.cancel();
        throw new DocsError('not-found', `No file ${sitePath} on ${origin} (it answered HTML).`);
      }
      return readCapped(response, sitePath, maxFileBytes);
    }
  }

  return { label: origin, origin, readText };
}
