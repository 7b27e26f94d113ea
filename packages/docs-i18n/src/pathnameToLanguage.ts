/**
 * Path rules for language prefixes and canonical paths.
 * `/zh/` is always accepted as a prefix (the pages render in English); any other two-letter
 * first segment is a language only when the site supports it, otherwise it stays part of the path.
 */
import { FALLBACK_LANGUAGE } from './translate.js';

export const SUPPORTED_LANGUAGES = ['en'] as const;
/** Accepted as a prefix even when not supported, so old links keep working. */
export const ALWAYS_ACCEPTED_PREFIXES = ['zh'] as const;

export interface PathLanguage {
  /**
   * The language the URL asks for: the prefix, or `en` without one. For `/zh/...` this is `zh`
   * even though `zh` is not supported; `resolveLanguage()` gives the language that renders.
   */
  userLanguage: string;
  /** The path without the language prefix, hash and query kept. */
  canonicalAs: string;
  /** `canonicalAs` without the hash. */
  canonicalAsServer: string;
  /** `canonicalAsServer` without the query, `/api` mapped to `/api-docs`, no trailing slash. */
  canonicalPathname: string;
}

/** Drops trailing slashes, keeping `/` itself. */
export function stripTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The part of `text` before the first `marker`, or all of it. */
function cutAt(text: string, marker: string): string {
  const index = text.indexOf(marker);
  return index === -1 ? text : text.slice(0, index);
}

/**
 * Splits a language prefix off a path and derives its canonical forms. Never throws: a value that
 * is not a string is treated as the empty path.
 */
export function pathnameToLanguage(
  pathname: string,
  languages: readonly string[] = SUPPORTED_LANGUAGES,
): PathLanguage {
  const raw = typeof pathname === 'string' ? pathname : '';
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  const candidate = path.substring(1, 3);
  const accepted: readonly string[] = [...languages, ...ALWAYS_ACCEPTED_PREFIXES];
  const hasPrefix =
    /^[a-z]{2}$/.test(candidate) &&
    accepted.includes(candidate) &&
    (path.length === 3 || '/?#'.includes(path.charAt(3)));

  const canonicalAs = hasPrefix ? path.substring(3) : path;
  const normalisedAs = canonicalAs.startsWith('/') ? canonicalAs : `/${canonicalAs}`;
  const canonicalAsServer = cutAt(normalisedAs, '#');
  const withoutQuery = cutAt(canonicalAsServer, '?');
  const apiMapped = withoutQuery.replace(/^\/api(?=\/|$)/, '/api-docs');

  return {
    userLanguage: hasPrefix ? candidate : FALLBACK_LANGUAGE,
    canonicalAs: normalisedAs,
    canonicalAsServer,
    canonicalPathname: stripTrailingSlash(apiMapped),
  };
}
