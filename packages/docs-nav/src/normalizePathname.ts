import { pathnameToLanguage } from '@docshell/docs-i18n';

const EXTERNAL_HREF = /^https?:\/\//i;

/** True for absolute http(s) URLs: nav entries that leave the site and are never routes. */
export function isExternalHref(href: string): boolean {
  return EXTERNAL_HREF.test(href);
}

/**
 * The canonical form every lookup uses: language prefix, hash and query removed, a leading `/api`
 * mapped to `/api-docs`, no trailing slash (except for `/`). Case is kept: routes are
 * case-sensitive, so `/MATERIAL-UI` is a different (unknown) path.
 */
export function normalizePathname(pathname: string): string {
  return pathnameToLanguage(pathname).canonicalPathname;
}
