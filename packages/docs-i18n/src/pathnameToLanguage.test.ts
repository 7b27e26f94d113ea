import { describe, expect, it } from 'vitest';
import { pathnameToLanguage } from './pathnameToLanguage';

describe('pathnameToLanguage', () => {
  it.each([
    ['/', 'en', '/', '/'],
    ['/zh/material-ui/', 'zh', '/material-ui/', '/material-ui'],
    ['/zh', 'zh', '/', '/'],
    ['/en/', 'en', '/', '/'],
    ['/fr/x', 'en', '/fr/x', '/fr/x'],
    ['/api/button', 'en', '/api/button', '/api-docs/button'],
    ['/apis/button', 'en', '/apis/button', '/apis/button'],
    ['/material-ui/react-button/', 'en', '/material-ui/react-button/', '/material-ui/react-button'],
    [
      '/material-ui/react-button#basic',
      'en',
      '/material-ui/react-button',
      '/material-ui/react-button',
    ],
    ['/material-ui//', 'en', '/material-ui//', '/material-ui'],
    ['/zhx/page', 'en', '/zhx/page', '/zhx/page'],
    ['/ZH/page', 'en', '/ZH/page', '/ZH/page'],
    ['/system?x=1', 'en', '/system?x=1', '/system'],
  ])('%s -> %s, %s, %s', (input, language, asServer, canonical) => {
    const result = pathnameToLanguage(input);
    expect(result.userLanguage).toBe(language);
    expect(result.canonicalAsServer).toBe(asServer);
    expect(result.canonicalPathname).toBe(canonical);
  });

  it('keeps the hash in canonicalAs', () => {
    expect(pathnameToLanguage('/zh/system/#x').canonicalAs).toBe('/system/#x');
  });

  it('accepts a configured language', () => {
    expect(pathnameToLanguage('/fr/x', ['en', 'fr']).userLanguage).toBe('fr');
  });
});
