import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveDocsPath } from './resolveDocsPath.js';

describe('resolveDocsPath', () => {
  it('matches an ordinary path as it is', () => {
    expect(resolveDocsPath('/material-ui/react-button')).toEqual({
      kind: 'match',
      pathname: '/material-ui/react-button',
      languagePrefix: undefined,
    });
  });

  it('matches a language-prefixed path without its prefix, and says which prefix it had', () => {
    expect(resolveDocsPath('/zh/material-ui/react-button')).toEqual({
      kind: 'match',
      pathname: '/material-ui/react-button',
      languagePrefix: 'zh',
    });
    expect(resolveDocsPath('/fr/x/page', ['en', 'fr'])).toMatchObject({
      pathname: '/x/page',
      languagePrefix: 'fr',
    });
  });

  it('leaves an unsupported two-letter first segment in the path', () => {
    expect(resolveDocsPath('/de/page')).toMatchObject({ kind: 'match', pathname: '/de/page' });
  });

  it('redirects a trailing slash to the path without it', () => {
    expect(resolveDocsPath('/material-ui/react-button/')).toEqual({
      kind: 'redirect',
      to: '/material-ui/react-button',
    });
    expect(resolveDocsPath('/a///')).toEqual({ kind: 'redirect', to: '/a' });
  });

  it('never redirects to another host', () => {
    expect(resolveDocsPath('//evil.example/')).toEqual({ kind: 'redirect', to: '/evil.example' });
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const result = resolveDocsPath(`/${path}/`);
        if (result.kind === 'redirect') expect(result.to).toMatch(/^\/(?!\/)/);
      }),
    );
  });

  it('redirects a language prefix alone to the home page', () => {
    expect(resolveDocsPath('/zh')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('matches the home page', () => {
    expect(resolveDocsPath('/')).toMatchObject({ kind: 'match', pathname: '/' });
  });

  it('gives up on a path that cannot be decoded', () => {
    expect(resolveDocsPath('/%E0%A4%A')).toEqual({ kind: 'not-found' });
  });

  it('decodes the path it matches', () => {
    expect(resolveDocsPath('/a%20b')).toMatchObject({ kind: 'match', pathname: '/a b' });
  });
});
