import { describe, expect, it } from 'vitest';
import { pageHtml, sitemapPaths } from './siteFiles';

// A link checker over the prerendered pages: every internal link must reach a page of the site,
// and every #anchor must exist on the page it points to.
const DEMO_PREVIEW = /<div class="demo-preview[\s\S]*?(?=<div class="demo-toolbar)/g;

describe('internal links', () => {
  const paths = sitemapPaths();
  const sitemapPages = new Map(paths.map((p) => [p, pageHtml(p)]));
  const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

  it('lists every page in the sitemap', () => {
    expect(paths.length).toBeGreaterThanOrEqual(60);
  });

  it('has no broken internal link or anchor on any page', () => {
    // The demos' full-screen pages are prerendered but not in the sitemap: a link to one finds its
    // file, and its own links (back to the demo on its page) are checked in turn.
    const isDemoPage = (path: string) => /\/demos\/[a-z0-9-]+$/.test(path);
    const pages = new Map(sitemapPages);
    const htmlAt = (path: string): string | undefined => {
      if (!pages.has(path) && isDemoPage(path)) {
        try {
          pages.set(path, pageHtml(path));
          queue.push(path);
        } catch {
          return undefined;
        }
      }
      return pages.get(path);
    };
    const queue = [...paths];
    const broken: string[] = [];
    for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
      // A demo's own links are the demo app's (a Toolpad dashboard's pages, which its in-memory
      // router keeps inside the demo), not the site's: the preview, up to its toolbar, is skipped.
      const html = pages.get(from)!.replace(DEMO_PREVIEW, '');
      for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
        if (!href || /^(https?:|mailto:|\/\/)/.test(href)) continue;
        const url = new URL(href.replace(/&amp;/g, '&'), `http://site${from}`);
        const target = url.pathname.replace(/\/+$/, '') || '/';
        const targetHtml = htmlAt(target);
        if (targetHtml === undefined) {
          broken.push(`${from} -> ${href} (no such page)`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && !idsOf(targetHtml).has(anchor))
          broken.push(`${from} -> ${href} (no #${anchor})`);
      }
    }
    expect(broken).toEqual([]);
    // The full-screen pages were reached and checked too.
    expect(pages.size).toBeGreaterThan(paths.length + 50);
  });
});
