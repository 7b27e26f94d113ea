/**
 * Path rules for language prefixes and canonical paths.
 * `/zh/` is always accepted as a prefix (the pages render in English); any other two-letter
 * first segment is a language only when the site supports it, otherwise it stays part of the path.
 */

export const SUPPORTED_LANGUAGES = ['en'] as const;
/** Accepted as a prefix even when not supported, so old links keep working. */
export const ALWAYS_ACCEPTED_PREFIXES = ['zh'] as const;

export interface PathLanguage {
  /** The language the prefix names, or the fallback `en`. */
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

export function pathnameToLanguage(
  pathname: string,
  languages: readonly string[] = SUPPORTED_LANGUAGES,
): PathLanguage {
  const path =
    typeof pathname === 'string' && pathname.startsWith('/') ? pathname : `/${pathname ?? ''}`;
  const candidate = path.substring(1, 3);
  const accepted = [...languages, ...ALWAYS_ACCEPTED_PREFIXES];
  const hasPrefix =
    /^[a-z]{2}$/.test(candidate) &&
    accepted.includes(candidate) &&
    (path.length === 3 || /^[/?#]$/.test(path.charAt(3)));

  const canonicalAs = hasPrefix ? path.substring(3) || '/' : path;
  const normalisedAs = canonicalAs.startsWith('/') ? canonicalAs : `/${canonicalAs}`;
  const canonicalAsServer = normalisedAs.replace(/#.*$/, '') || '/';
  const withoutQuery = canonicalAsServer.replace(/\?.*$/, '') || '/';
  const apiMapped = withoutQuery.replace(/^\/api(?=\/|$)/, '/api-docs');

  return {
    userLanguage: hasPrefix ? candidate : 'en',
    canonicalAs: normalisedAs,
    canonicalAsServer,
    canonicalPathname: stripTrailingSlash(apiMapped),
  };
}
