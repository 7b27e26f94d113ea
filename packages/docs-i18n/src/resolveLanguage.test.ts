import { describe, expect, it } from 'vitest';
import { pathnameToLanguage } from './pathnameToLanguage.js';
import { resolveLanguage } from './resolveLanguage.js';

describe('resolveLanguage', () => {
  it('keeps a supported language', () => {
    expect(resolveLanguage('en')).toBe('en');
    expect(resolveLanguage('fr', ['en', 'fr'])).toBe('fr');
  });

  it('renders zh in English: the prefix is accepted, the language is not supported', () => {
    const { userLanguage } = pathnameToLanguage('/zh/material-ui/getting-started/');
    expect(userLanguage).toBe('zh');
    expect(resolveLanguage(userLanguage)).toBe('en');
  });

  it('falls back to English for unsupported or malformed values', () => {
    expect(resolveLanguage('fr')).toBe('en');
    expect(resolveLanguage('')).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
    expect(resolveLanguage({ toString: () => 'en' })).toBe('en');
  });
});
