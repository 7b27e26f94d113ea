import { pathnameToLanguage } from '@docshell/docs-i18n';

/** What a docs site does with a requested path before matching it against its route table. */
export type DocsPathResolution =
  /** Go to `to` instead, replacing the address (the reader's query and hash go along). */
  | { kind: 'redirect'; to: string }
  /**
   * Match `pathname` (decoded, language prefix removed) against the routes. A language prefix is
   * kept in the address: the page renders in place, in the site's language.
   */
  | { kind: 'match'; pathname: string; languagePrefix: string | undefined }
  /** Not a path any route can match (it cannot even be decoded). */
  | { kind: 'not-found' };

/**
 * The path rules a route pattern cannot express: react-router ignores a trailing slash when it
 * matches, and a two-letter language prefix is optional on every route. In order:
 * - an undecodable path is not found;
 * - a trailing slash redirects to the path without it (leading slashes collapse to one, so
 *   `//host/` stays a path of this site, never a protocol-relative address);
 * - a language prefix alone (`/zh`) redirects to the home page;
 * - anything else is matched without its language prefix.
 */
export function resolveDocsPath(
  rawPathname: string,
  languages?: readonly string[],
): DocsPathResolution {
  let pathname: string;
  try {
    pathname = decodeURI(rawPathname);
  } catch {
    return { kind: 'not-found' };
  }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { kind: 'redirect', to: `/${rawPathname.replace(/^\/+|\/+$/g, '')}` };
  }
  const { canonicalAs, userLanguage } = pathnameToLanguage(pathname, languages);
  const hasPrefix = canonicalAs !== pathname;
  if (hasPrefix && canonicalAs === '/') return { kind: 'redirect', to: '/' };
  return {
    kind: 'match',
    pathname: canonicalAs,
    languagePrefix: hasPrefix ? userLanguage : undefined,
  };
}
