import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathnameToLanguage, stripTrailingSlash } from './pathnameToLanguage.js';

describe('pathnameToLanguage', () => {
  // input, userLanguage, canonicalAs, canonicalAsServer, canonicalPathname
  it.each([
    ['/', 'en', '/', '/', '/'],
    ['', 'en', '/', '/', '/'],
    [
      'material-ui/react-button',
      'en',
      '/material-ui/react-button',
      '/material-ui/react-button',
      '/material-ui/react-button',
    ],
    // zh is accepted as a prefix although only en is supported
    ['/zh/x', 'zh', '/x', '/x', '/x'],
    ['/zh/material-ui/', 'zh', '/material-ui/', '/material-ui/', '/material-ui'],
    ['/zh', 'zh', '/', '/', '/'],
    ['/zh/', 'zh', '/', '/', '/'],
    ['/zh#intro', 'zh', '/#intro', '/', '/'],
    ['/zh?tab=1', 'zh', '/?tab=1', '/?tab=1', '/'],
    ['/zh/api/button', 'zh', '/api/button', '/api/button', '/api-docs/button'],
    ['/en/', 'en', '/', '/', '/'],
    ['/en', 'en', '/', '/', '/'],
    [
      '/en/system/getting-started/',
      'en',
      '/system/getting-started/',
      '/system/getting-started/',
      '/system/getting-started',
    ],
    // an unsupported two-letter segment stays part of the path
    ['/fr/x', 'en', '/fr/x', '/fr/x', '/fr/x'],
    ['/fr/', 'en', '/fr/', '/fr/', '/fr'],
    [
      '/x/react-data-grid/',
      'en',
      '/x/react-data-grid/',
      '/x/react-data-grid/',
      '/x/react-data-grid',
    ],
    ['/zhx/page', 'en', '/zhx/page', '/zhx/page', '/zhx/page'],
    ['/enx', 'en', '/enx', '/enx', '/enx'],
    ['/ZH/page', 'en', '/ZH/page', '/ZH/page', '/ZH/page'],
    // /api maps to /api-docs, only as a whole first segment
    ['/api/button', 'en', '/api/button', '/api/button', '/api-docs/button'],
    ['/api', 'en', '/api', '/api', '/api-docs'],
    ['/api/', 'en', '/api/', '/api/', '/api-docs'],
    ['/apis/button', 'en', '/apis/button', '/apis/button', '/apis/button'],
    ['/api-docs/button', 'en', '/api-docs/button', '/api-docs/button', '/api-docs/button'],
    [
      '/material-ui/api/button',
      'en',
      '/material-ui/api/button',
      '/material-ui/api/button',
      '/material-ui/api/button',
    ],
    // trailing slashes
    [
      '/material-ui/react-button/',
      'en',
      '/material-ui/react-button/',
      '/material-ui/react-button/',
      '/material-ui/react-button',
    ],
    ['/material-ui//', 'en', '/material-ui//', '/material-ui//', '/material-ui'],
    ['//', 'en', '//', '//', '/'],
    // hashes and queries
    [
      '/material-ui/react-button#basic',
      'en',
      '/material-ui/react-button#basic',
      '/material-ui/react-button',
      '/material-ui/react-button',
    ],
    [
      '/material-ui/react-button/#basic',
      'en',
      '/material-ui/react-button/#basic',
      '/material-ui/react-button/',
      '/material-ui/react-button',
    ],
    ['/#top', 'en', '/#top', '/', '/'],
    ['/system?x=1', 'en', '/system?x=1', '/system?x=1', '/system'],
    ['/system?x=1#y', 'en', '/system?x=1#y', '/system?x=1', '/system'],
    ['/system#a?b', 'en', '/system#a?b', '/system', '/system'],
    ['/a#b\nc/', 'en', '/a#b\nc/', '/a', '/a'],
  ])('%j -> %s, %j, %j, %j', (input, language, as, asServer, canonical) => {
    expect(pathnameToLanguage(input)).toEqual({
      userLanguage: language,
      canonicalAs: as,
      canonicalAsServer: asServer,
      canonicalPathname: canonical,
    });
  });

  it('accepts a configured language and still accepts zh', () => {
    expect(pathnameToLanguage('/fr/x', ['en', 'fr']).userLanguage).toBe('fr');
    expect(pathnameToLanguage('/fr/x', ['en', 'fr']).canonicalPathname).toBe('/x');
    expect(pathnameToLanguage('/zh/x', ['en', 'fr']).userLanguage).toBe('zh');
  });

  it('treats a value that is not a string as the root path', () => {
    expect(pathnameToLanguage(undefined as unknown as string).canonicalPathname).toBe('/');
    expect(pathnameToLanguage(42 as unknown as string).canonicalPathname).toBe('/');
  });

  it('never throws and always returns a rooted canonical path without a trailing slash', () => {
    const pathLike = fc
      .array(fc.constantFrom('/', 'zh', 'en', 'fr', 'api', '#', '?', 'a', '-', '\n', '.'), {
        maxLength: 12,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), pathLike, fc.anything()), (input) => {
        const result = pathnameToLanguage(input as string);
        const { canonicalPathname, canonicalAs, canonicalAsServer } = result;
        expect(canonicalPathname.startsWith('/')).toBe(true);
        expect(canonicalPathname === '/' || !canonicalPathname.endsWith('/')).toBe(true);
        expect(canonicalPathname).not.toMatch(/[#?]/);
        expect(canonicalAs.startsWith('/')).toBe(true);
        expect(canonicalAsServer).not.toContain('#');
        expect(typeof result.userLanguage).toBe('string');
      }),
      { numRuns: 500 },
    );
  });
});

describe('stripTrailingSlash', () => {
  it.each([
    ['/', '/'],
    ['///', '/'],
    ['/a/', '/a'],
    ['/a//', '/a'],
    ['/a', '/a'],
  ])('%s -> %s', (input, output) => {
    expect(stripTrailingSlash(input)).toBe(output);
  });
});
