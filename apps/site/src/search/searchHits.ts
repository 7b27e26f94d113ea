import { excerptSegments, type ExcerptSegment } from './excerptSegments';
import type { PagefindResultData, PagefindSubResult } from './pagefindTypes';
import { PRODUCT_FILTER } from './searchConfig';

/** One result as the dialog shows it: everything is plain text or a checked internal path. */
export interface SearchHit {
  /** Where opening the result goes: a same-site path, with the matching heading's anchor. */
  href: string;
  title: string;
  product: string | null;
  /** The matching section's heading, when it is not the page title. */
  section: string | null;
  excerpt: ExcerptSegment[];
}

const CHECK_ORIGIN = 'https://docshell.invalid';

/**
 * The path (and hash) of a URL from the index, or null unless it is a plain same-site path: the
 * dialog navigates to it, so `//host`, `javascript:` or an absolute URL never get through.
 */
export function internalHref(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
  if (/[\\\s]/.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, CHECK_ORIGIN);
  } catch {
    return null;
  }
  if (parsed.origin !== CHECK_ORIGIN) return null;
  return `${parsed.pathname}${parsed.hash}`;
}

function subResultScore(sub: PagefindSubResult): number {
  if (sub.weighted_locations?.length) {
    return sub.weighted_locations.reduce((sum, l) => sum + (l.balanced_score || 0), 0);
  }
  return sub.locations?.length ?? 0;
}

/** The section with the strongest matches; on a tie the one higher up the page. */
export function bestSubResult(subs: PagefindSubResult[] | undefined): PagefindSubResult | null {
  let best: PagefindSubResult | null = null;
  let bestScore = -1;
  for (const sub of subs ?? []) {
    const score = subResultScore(sub);
    if (score > bestScore) {
      best = sub;
      bestScore = score;
    }
  }
  return best;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * Maps one Pagefind result to what the dialog shows. Matches under the page's own title (the
 * h1) open the page at the top; matches under a later heading open at that heading's anchor; a
 * record whose URL has an anchor opens at it. Returns null for a result without a usable
 * same-site URL.
 */
export function toSearchHit(data: PagefindResultData): SearchHit | null {
  const pageHref = internalHref(data?.url);
  if (!pageHref) return null;
  const pagePath = pageHref.replace(/#.*$/, '');
  const title = text(data.meta?.title) ?? pagePath;
  const product = text(data.filters?.[PRODUCT_FILTER]?.[0]) ?? text(data.meta?.[PRODUCT_FILTER]);
  // A record that is itself a place on a page (a prop of an API page, src/api/apiSearchRecords.ts)
  // opens there, under its own title: it has no sections of its own.
  if (pageHref !== pagePath) {
    return {
      href: pageHref,
      title,
      product,
      section: null,
      excerpt: excerptSegments(data.excerpt),
    };
  }
  const sub = bestSubResult(data.sub_results);
  const sectionHref = sub && sub.anchor?.element !== 'h1' ? internalHref(sub.url) : null;
  const inSection = sectionHref !== null && sectionHref.startsWith(`${pagePath}#`);
  const sectionTitle = inSection ? text(sub?.title) : null;
  return {
    href: inSection ? sectionHref : pagePath,
    title,
    product,
    section: sectionTitle && sectionTitle !== title ? sectionTitle : null,
    excerpt: excerptSegments(sub?.excerpt ?? data.excerpt),
  };
}
