import { describe, expect, it } from 'vitest';
import { pageHtml, sitemapPaths } from './siteFiles';

// A link checker over the prerendered pages: every internal link must reach a page of the site,
// and every #anchor must exist on the page it points to.
describe('internal links', () => {
  const paths = sitemapPaths();
  const pages = new Map(paths.map((p) => [p, pageHtml(p)]));
  const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

  it('lists every page in the sitemap', () => {
    expect(paths.length).toBeGreaterThanOrEqual(60);
  });

  it('has no broken internal link or anchor on any page', () => {
    const broken: string[] = [];
    for (const [from, html] of pages) {
      for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
        if (!href || /^(https?:|mailto:|\/\/)/.test(href)) continue;
        const url = new URL(href.replace(/&amp;/g, '&'), `http://site${from}`);
        const target = url.pathname.replace(/\/+$/, '') || '/';
        const targetHtml = pages.get(target);
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
  });
});
