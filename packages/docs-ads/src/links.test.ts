import { describe, expect, it } from 'vitest';
import { linksToBackers, safeLinkHref } from './links.js';

describe('safeLinkHref', () => {
  it('accepts http(s) URLs and paths on this site', () => {
    expect(safeLinkHref('https://store.example/x?a=1')).toBe('https://store.example/x?a=1');
    expect(safeLinkHref('/store/templates/')).toBe('/store/templates/');
  });

  it('rejects other schemes and protocol-relative links', () => {
    expect(safeLinkHref('javascript:alert(1)')).toBeUndefined();
    expect(safeLinkHref(' javascript:alert(1)')).toBeUndefined();
    expect(safeLinkHref('data:text/html,<b>x</b>')).toBeUndefined();
    expect(safeLinkHref('//evil.example/')).toBeUndefined();
    expect(safeLinkHref('/\\evil.example/')).toBeUndefined();
    expect(safeLinkHref(undefined)).toBeUndefined();
  });
});

describe('linksToBackers', () => {
  const page = 'https://docs.example/material-ui/buttons/';

  it('matches the backers page whatever the query, hash or trailing slash', () => {
    expect(linksToBackers('https://docs.example/backers?ref=ad#top', '/backers/', page)).toBe(true);
    expect(linksToBackers('/backers/', 'https://docs.example/backers', page)).toBe(true);
  });

  it('does not match other pages or hosts', () => {
    expect(linksToBackers('https://docs.example/backers/old/', '/backers/', page)).toBe(false);
    expect(linksToBackers('https://other.example/backers/', '/backers/', page)).toBe(false);
    expect(linksToBackers('https://docs.example/backers/', '', page)).toBe(false);
  });
});
