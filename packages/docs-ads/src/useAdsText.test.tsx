import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as DocsI18n from '@docshell/docs-i18n';
import { ADS_ENGLISH } from './adsText.js';
import { useAdsText } from './useAdsText.js';

const translations = vi.hoisted(() => ({ table: {} as Record<string, string> }));

// A translate function that knows only the keys in `translations.table`, like a site whose
// i18n table predates the ads wording.
vi.mock('@docshell/docs-i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof DocsI18n>();
  return {
    ...actual,
    useTranslate: () => (key: string, options?: { values?: Record<string, string> }) => {
      const text = translations.table[key];
      return text === undefined ? null : actual.interpolate(text, options?.values);
    },
  };
});

describe('useAdsText', () => {
  it('falls back to the English defaults when the table lacks a key', () => {
    translations.table = {};
    const { result } = renderHook(() => useAdsText());
    expect(result.current('getStarted')).toBe(ADS_ENGLISH.getStarted);
    expect(result.current('adBy', { publisher: 'Docs' })).toBe('ad by Docs');
  });

  it('prefers the table when it has the key', () => {
    translations.table = { 'ads.adBy': 'von {{publisher}}' };
    const { result } = renderHook(() => useAdsText());
    expect(result.current('adBy', { publisher: 'Docs' })).toBe('von Docs');
  });
});
