import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterFeedAds, pixelUrls, safeHttpUrl } from './feed.js';
import { safeLinkHref } from './links.js';

const RUNS = 3000;
const MAX_TEXT = 500;

/** URL-shaped strings in every scheme a feed has been seen to send, and a few it should not. */
const url = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constantFrom(
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://ads.example.net/p',
    '//ads.example.net/p',
    '/relative/path',
    'https://ads.example.net/p?ts=[timestamp]',
    'http://[::1]/p',
    'https://user:pass@ads.example.net/',
    '\u0000https://ads.example.net',
    'https://ads.example.net/<img src=x onerror=alert(1)>',
  ),
  fc.string({ maxLength: 30 }),
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ minLength: 490, maxLength: 700 }));
const field = fc.oneof(url, text, fc.integer(), fc.constant(null), fc.array(url, { maxLength: 2 }));

/** Feed entries with the real field names and hostile or wrong-typed values. */
const entry = fc.oneof(
  fc.record(
    {
      statlink: field,
      statimp: field,
      image: field,
      company: field,
      description: field,
      pixel: fc.oneof(
        field,
        fc.array(url, { maxLength: 4 }).map((parts) => parts.join('||')),
      ),
      timestamp: fc.oneof(fc.integer(), fc.string({ maxLength: 12 }), fc.constant(undefined)),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);
const feed = fc.oneof(
  fc.record({ ads: fc.array(entry, { maxLength: 6 }) }),
  fc.record({ ads: fc.anything() }),
  fc.anything(),
);

const isHttp = (value: string) => value.startsWith('http:') || value.startsWith('https:');

describe('safeHttpUrl (fuzz)', () => {
  it('returns only http(s) URLs, already in their normal form', () => {
    fc.assert(
      fc.property(fc.oneof(url, fc.anything()), (value) => {
        const safe = safeHttpUrl(value);
        if (safe === undefined) return;
        expect(isHttp(safe)).toBe(true);
        expect(safeHttpUrl(safe)).toBe(safe);
        expect(new URL(safe).href).toBe(safe);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps every well-formed http(s) URL', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (value) => {
        expect(safeHttpUrl(value)).toBe(new URL(value).href);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('safeLinkHref (fuzz)', () => {
  it('gives an http(s) URL or a path on this site, never another scheme or host-relative URL', () => {
    fc.assert(
      fc.property(fc.oneof(url, fc.anything()), (value) => {
        const href = safeLinkHref(value);
        if (href === undefined) return;
        const onSite = href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
        expect(isHttp(href) || onSite).toBe(true);
        // Resolved against this page, it stays on http(s).
        expect(new URL(href, 'https://docs.example.com/page').protocol).toMatch(/^https?:$/);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('filterFeedAds (fuzz)', () => {
  it('keeps only entries with an http(s) statlink, with every link safe and text bounded', () => {
    fc.assert(
      fc.property(feed, (value) => {
        const ads = filterFeedAds(value);
        expect(Array.isArray(ads)).toBe(true);
        const raw = (value as { ads?: unknown } | null)?.ads;
        expect(ads.length).toBeLessThanOrEqual(Array.isArray(raw) ? raw.length : 0);
        for (const ad of ads) {
          expect(isHttp(ad.statlink)).toBe(true);
          for (const link of [ad.statimp, ad.image]) {
            if (link !== undefined) expect(isHttp(link)).toBe(true);
          }
          expect(typeof ad.company).toBe('string');
          expect(typeof ad.description).toBe('string');
          expect(ad.company.length).toBeLessThanOrEqual(MAX_TEXT);
          expect(ad.description.length).toBeLessThanOrEqual(MAX_TEXT);
          expect(ad.pixel === undefined || typeof ad.pixel === 'string').toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('well-formed input (fuzz)', () => {
  // The properties above hold for a filter that keeps nothing; these make sure good input is kept.
  const webUrl = fc.webUrl({ validSchemes: ['http', 'https'] });

  it('keeps every entry with an http(s) statlink, and its texts', () => {
    fc.assert(
      fc.property(webUrl, fc.string(), fc.string(), (statlink, company, description) => {
        const ads = filterFeedAds({ ads: [{ statlink, company, description }] });
        expect(ads).toHaveLength(1);
        expect(new URL(ads[0]!.statlink).href).toBe(new URL(statlink).href);
        expect(company.startsWith(ads[0]!.company)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('passes an http(s) link through safeLinkHref', () => {
    fc.assert(
      fc.property(webUrl, (href) => {
        const safe = safeLinkHref(href);
        expect(safe).toBeDefined();
        expect(new URL(safe!).href).toBe(new URL(href).href);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('pixelUrls (fuzz)', () => {
  it('gives http(s) URLs only, at most one per part, with the timestamp filled in', () => {
    const pixel = fc.array(url, { maxLength: 5 }).map((parts) => parts.join('||'));
    fc.assert(
      fc.property(
        fc.oneof(pixel, fc.string({ maxLength: 40 })),
        fc.stringMatching(/^\d{1,10}$/),
        (value, timestamp) => {
          const urls = pixelUrls({ pixel: value, timestamp });
          expect(urls.length).toBeLessThanOrEqual(value.split('||').length);
          for (const pixelUrl of urls) {
            expect(isHttp(pixelUrl)).toBe(true);
            // Filled before parsing; the parser may encode the brackets of what remains.
            expect(pixelUrl).not.toMatch(/\[timestamp\]|%5Btimestamp%5D/);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
