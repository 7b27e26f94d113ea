import { describe, expect, it } from 'vitest';
import { filterFeedAds, pixelUrls, safeHttpUrl } from './feed.js';

describe('filterFeedAds', () => {
  it('keeps non-empty entries carrying a statlink', () => {
    const ads = filterFeedAds({
      ads: [
        {},
        { company: 'NoLink' },
        { statlink: 'https://ads.example/click', company: 'Acme', description: 'Build faster' },
        null,
        'string',
      ],
    });
    expect(ads).toHaveLength(1);
    expect(ads[0]).toMatchObject({ company: 'Acme', statlink: 'https://ads.example/click' });
  });

  it('returns nothing for a feed of the wrong shape', () => {
    expect(filterFeedAds(null)).toEqual([]);
    expect(filterFeedAds({ ads: 'x' })).toEqual([]);
    expect(filterFeedAds([])).toEqual([]);
  });

  it('drops entries whose statlink is not http(s) and unsafe image links', () => {
    const ads = filterFeedAds({
      ads: [
        { statlink: 'javascript:alert(1)', company: 'Evil' },
        {
          statlink: 'https://ok.example/',
          image: 'data:image/svg+xml,<svg onload=alert(1)>',
          company: 'Ok',
        },
      ],
    });
    expect(ads).toHaveLength(1);
    expect(ads[0]?.image).toBeUndefined();
  });

  it('keeps markup in text fields as plain text, capped in length', () => {
    const [ad] = filterFeedAds({
      ads: [
        {
          statlink: 'https://ok.example/',
          company: '<img src=x onerror=alert(1)>',
          description: 'x'.repeat(10_000),
        },
      ],
    });
    expect(ad?.company).toBe('<img src=x onerror=alert(1)>');
    expect(ad?.description.length).toBe(500);
  });
});

describe('pixelUrls', () => {
  it('splits on || and fills the timestamp', () => {
    expect(
      pixelUrls({
        pixel: 'https://a.example/p?t=[timestamp]||https://b.example/q',
        timestamp: '123',
      }),
    ).toEqual(['https://a.example/p?t=123', 'https://b.example/q']);
  });

  it('drops pixels of other schemes', () => {
    expect(
      pixelUrls({ pixel: 'javascript:x()||ftp://a/b||//c.example/p', timestamp: '1' }),
    ).toEqual([]);
  });
});

describe('safeHttpUrl', () => {
  it('accepts http and https only', () => {
    expect(safeHttpUrl('http://a.example/')).toBe('http://a.example/');
    expect(safeHttpUrl('data:text/html,x')).toBeUndefined();
    expect(safeHttpUrl(42)).toBeUndefined();
  });
});
