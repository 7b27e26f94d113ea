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
