// Site paths: the only form in which a path reaches a source reader. A site path starts with `/`,
// has no empty, `.` or `..` segment, and holds only letters, digits and `-._~@+` between its
// slashes: no `%` (so nothing is decoded twice), no backslash, no `:`, no control character.
import { MAX_PATH_CHARS } from './constants.js';
import { READABLE_FILE } from './DocsSource.js';
import { DocsError } from './errors.js';

const SAFE_SEGMENT = /^[\p{L}\p{N}\-._~@+]+$/u;
const CONTROL_CHARS = /[\p{Cc}\p{Cf}]/u;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** A short, printable form of untrusted input for an error message. */
export function quote(input: string, max = 80): string {
  const printable = input.replace(/[\p{Cc}\p{Cf}]/gu, '\uFFFD');
  return JSON.stringify(printable.length > max ? `${printable.slice(0, max)}…` : printable);
}

/**
 * Checks that `path` is a site path (see above) and returns it; throws a `refused` DocsError for
 * anything that could step out of the site (`..`, `//`, backslashes, encoded characters).
 */
export function checkSitePath(path: string): string {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_PATH_CHARS)
    throw new DocsError('invalid', `Not a page path: ${quote(String(path))}.`);
  if (!path.startsWith('/'))
    throw new DocsError('refused', `Refused ${quote(path)}: site paths start with "/".`);
  if (path === '/') return path;
  const segments = path.slice(1).split('/');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..' || !SAFE_SEGMENT.test(segment))
      throw new DocsError(
        'refused',
        `Refused ${quote(path)}: only plain paths inside the site can be read (no "..", "//", "%", "\\" or other special characters).`,
      );
  }
  return path;
}

/**
 * The site path a link of an llms.txt points at: its path alone, whatever origin it names (the
 * files name the production origin, a copy may be served elsewhere; nothing is ever fetched from
 * another origin). Null for what is not a site path.
 */
export function linkPath(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href, 'http://site.invalid/');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  try {
    return checkSitePath(decodeURIComponent(url.pathname));
  } catch {
    return null;
  }
}

/** The origin of an absolute http(s) link, or null. */
export function linkOrigin(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Turns what a client names a page by into the site path of its Markdown copy:
 * `/material-ui/react-button`, `/material-ui/react-button.md`, `material-ui/react-button/`,
 * `/material-ui/react-button.html` or a full URL on one of `siteOrigins` all give
 * `/material-ui/react-button.md`; `/` gives `/index.md`; `/material-ui/llms.txt` stays itself.
 * A query string or hash is dropped. Throws a DocsError for anything else.
 */
export function toMarkdownPath(input: string, siteOrigins: readonly string[]): string {
  const raw = input.trim();
  if (raw.length === 0) throw new DocsError('invalid', 'The page path is empty.');
  if (raw.length > MAX_PATH_CHARS)
    throw new DocsError('invalid', `The page path is longer than ${MAX_PATH_CHARS} characters.`);
  if (CONTROL_CHARS.test(raw))
    throw new DocsError('invalid', `The page path ${quote(raw)} contains control characters.`);

  let encoded: string;
  if (raw.startsWith('//')) {
    throw new DocsError('refused', `Refused ${quote(raw)}: not a path on this site.`);
  } else if (HAS_SCHEME.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new DocsError('invalid', `Not a URL: ${quote(raw)}.`);
    }
    const allowed = siteOrigins.map((origin) => origin.toLowerCase());
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !allowed.includes(url.origin))
      throw new DocsError(
        'refused',
        `Refused ${quote(raw)}: only pages of this site can be read${allowed.length ? ` (${allowed.join(', ')})` : ''}; give the page's path instead.`,
      );
    // The URL parser has already resolved `.` and `..` segments (also encoded ones) within the site.
    encoded = url.pathname;
  } else {
    encoded = raw.replace(/[?#].*$/s, '');
    if (!encoded.startsWith('/')) encoded = `/${encoded}`;
  }

  let path: string;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    throw new DocsError('invalid', `The page path ${quote(raw)} has a broken %-escape.`);
  }
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (path === '/' || path === '') return '/index.md';
  checkSitePath(path);
  if (/\.html?$/i.test(path)) path = path.replace(/\.html?$/i, '');
  if (!/\.md$/i.test(path) && !/\/llms(-full)?\.txt$/.test(path)) path = `${path}.md`;
  return checkSitePath(path);
}

/** checkSitePath, and only a Markdown page or an llms.txt index: what any source may read. */
export function checkReadablePath(sitePath: string): string {
  checkSitePath(sitePath);
  if (!READABLE_FILE.test(sitePath))
    throw new DocsError('refused', `Refused ${quote(sitePath)}: only .md and .txt files are read.`);
  return sitePath;
}
