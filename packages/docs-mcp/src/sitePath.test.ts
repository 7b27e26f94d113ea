import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDocsError } from './errors.js';
import { checkSitePath, linkPath, toMarkdownPath } from './sitePath.js';

const SITE = ['https://docs.acme.test'];

describe('toMarkdownPath', () => {
  it.each([
    ['/ui/react-button', '/ui/react-button.md'],
    ['/ui/react-button.md', '/ui/react-button.md'],
    ['ui/react-button/', '/ui/react-button.md'],
    ['/ui/react-button.html', '/ui/react-button.md'],
    ['/ui/react-button#sizes', '/ui/react-button.md'],
    ['/ui/react-button?x=1', '/ui/react-button.md'],
    ['https://docs.acme.test/ui/react-button', '/ui/react-button.md'],
    ['https://docs.acme.test/ui/react-button.md#variants', '/ui/react-button.md'],
    ['https://DOCS.acme.test/ui/api/button', '/ui/api/button.md'],
    ['/', '/index.md'],
    ['https://docs.acme.test/', '/index.md'],
    ['/ui/llms.txt', '/ui/llms.txt'],
    ['  /ui/react-button  ', '/ui/react-button.md'],
    ['/ui/r%C3%A9sum%C3%A9', '/ui/résumé.md'],
  ])('reads %s as %s', (input, expected) => {
    expect(toMarkdownPath(input, SITE)).toBe(expected);
  });

  it.each([
    '../../etc/passwd',
    '/ui/../../outside',
    '/ui/%2e%2e/%2e%2e/outside',
    '/ui/%252e%252e/outside',
    '/ui/..%2f..%2foutside',
    '/ui/..\\..\\outside',
    '/ui/a%00.md',
    '//evil.test/x',
    'https://evil.test/ui/react-button',
    'file:///etc/passwd',
    'javascript:alert(1)',
    '/ui/a:b',
    '/ui//react-button',
    '/ui/%E0%A4%A',
  ])('refuses %s', (input) => {
    expect(() => toMarkdownPath(input, SITE)).toThrow(/\[docs-mcp\]/);
  });

  it('refuses control characters and empty or huge input with a clear message', () => {
    expect(() => toMarkdownPath('/ui/\u0000x', SITE)).toThrow(/control characters/);
    expect(() => toMarkdownPath('   ', SITE)).toThrow(/empty/);
    expect(() => toMarkdownPath(`/${'a'.repeat(5000)}`, SITE)).toThrow(/longer than/);
  });

  it('never throws anything but a DocsError, and what it gives is a site path', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (input) => {
        try {
          const path = toMarkdownPath(input, SITE);
          expect(checkSitePath(path)).toBe(path);
          expect(path.split('/')).not.toContain('..');
        } catch (error) {
          expect(isDocsError(error)).toBe(true);
        }
      }),
    );
  });
});

describe('linkPath', () => {
  it('keeps the path of any origin, and drops what is no site path', () => {
    expect(linkPath('https://docs.acme.test/ui/llms.txt')).toBe('/ui/llms.txt');
    expect(linkPath('http://127.0.0.1:4173/ui/react-button.md')).toBe('/ui/react-button.md');
    expect(linkPath('/ui/react-button.md')).toBe('/ui/react-button.md');
    expect(linkPath('mailto:someone@acme.test')).toBeNull();
    expect(linkPath('https://docs.acme.test/a%2f..%2f..%2fb.md')).toBeNull();
  });
});
