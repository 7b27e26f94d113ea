import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const distDir = new URL('../dist/', import.meta.url).pathname;

/** Every page path the prerender wrote into the sitemap, as site-relative paths. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** The prerendered HTML of a page path. */
export function pageHtml(pathname: string): string {
  const file = pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
  return readFileSync(join(distDir, file), 'utf8');
}

/** Generated API pages the browser sweeps always include: the richest ones (plans, inheritance). */
const API_PAGES_ALWAYS_SWEPT = [
  '/material-ui/api/button',
  '/x/api/data-grid/data-grid-premium',
  '/x/api/date-pickers/date-range-picker',
];

/**
 * The pages the browser sweeps visit (console errors, hydration, axe, CSP, no-JS reading): every
 * sitemap path, except that the 500-odd generated API pages, one component and one template fed
 * different data, are represented by the first page of each API section (a package or group) and
 * the richest pages above. The file-based checks (links, Markdown) still read every page.
 */
export function browserSweepPaths(): string[] {
  const sections = new Set<string>();
  return sitemapPaths().filter((path) => {
    if (!/\/api\//.test(path) || API_PAGES_ALWAYS_SWEPT.includes(path)) return true;
    const section = path.slice(0, path.lastIndexOf('/'));
    if (sections.has(section)) return false;
    sections.add(section);
    return true;
  });
}
