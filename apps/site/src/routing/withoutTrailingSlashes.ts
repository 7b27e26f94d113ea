/**
 * `pathname` with its trailing slashes removed, and its leading ones collapsed to one: the form a
 * path ending in `/` redirects to (`/a/b/` → `/a/b`). Collapsing the leading slashes keeps
 * `//evil.example//` a path on this site, never a protocol-relative address.
 */
export function withoutTrailingSlashes(pathname: string): string {
  return `/${pathname.replace(/^\/+|\/+$/g, '')}`;
}
