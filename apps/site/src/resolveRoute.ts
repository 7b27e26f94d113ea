import { pathnameToLanguage } from '@docshell/docs-i18n';
import { pageSet } from './routes';

export type ResolvedRoute =
  | { kind: 'home' }
  | { kind: 'page'; pathname: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/**
 * The site's path rules, as a pure function:
 * - a language prefix (`/zh/...`) is accepted and renders the English page in place;
 * - trailing slashes redirect to the path without them;
 * - `/api/x` and `/api-docs/x` go to the Material UI API page `/material-ui/api/x`;
 * - anything else is a page or a 404.
 */
export function resolveRoute(rawPathname: string): ResolvedRoute {
  let pathname: string;
  try {
    pathname = decodeURI(rawPathname);
  } catch {
    return { kind: 'not-found' };
  }
  const { canonicalAs, canonicalPathname } = pathnameToLanguage(pathname);
  const hasPrefix = canonicalAs !== pathname;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // Collapse leading slashes too: `//evil.example//` must not become a protocol-relative URL.
    const stripped = `/${pathname.replace(/^\/+|\/+$/g, '')}`;
    return { kind: 'redirect', to: stripped };
  }
  const apiName = canonicalPathname.match(/^\/api-docs\/([\w-]+)$/)?.[1];
  if (apiName && pageSet.has(`/material-ui/api/${apiName}`)) {
    return { kind: 'redirect', to: `/material-ui/api/${apiName}` };
  }
  if (canonicalPathname === '/')
    return hasPrefix ? { kind: 'redirect', to: '/' } : { kind: 'home' };
  if (pageSet.has(canonicalPathname)) return { kind: 'page', pathname: canonicalPathname };
  return { kind: 'not-found' };
}
