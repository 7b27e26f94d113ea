import { describe, expect, it } from 'vitest';
import { brandBlue, getBrandPalette, getMetaThemeColor } from './brandPalette';
import { createDocsTheme } from './createDocsTheme';
import { initialThemeState } from './themeReducer';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('getBrandPalette', () => {
  const theme = createDocsTheme(initialThemeState);

  it.each(['light', 'dark'] as const)('meets WCAG AA (4.5:1) for text in %s mode', (mode) => {
    const palette = theme.colorSchemes[mode]!.palette;
    const pairs: [string, string][] = [];
    for (const surface of [palette.background.default, palette.background.paper]) {
      pairs.push([palette.text.primary, surface]);
      pairs.push([palette.text.secondary, surface]);
      // Links and text buttons use primary.main on the page.
      pairs.push([palette.primary.main, surface]);
    }
    pairs.push([palette.primary.contrastText, palette.primary.main]);
    for (const [text, surface] of pairs) {
      expect(contrast(text, surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('lays the reader’s custom colours over the brand', () => {
    const palette = getBrandPalette('light', { primary: { main: '#AA0000' } });
    expect(palette.primary).toMatchObject({ main: '#AA0000', dark: brandBlue[800] });
    expect(getBrandPalette('dark', { secondary: { main: '#00AA00' } }).secondary).toEqual({
      main: '#00AA00',
    });
  });
});

describe('getMetaThemeColor', () => {
  it('gives brand blue in light mode and the dark surface in dark mode', () => {
    expect(getMetaThemeColor('light')).toBe(brandBlue[600]);
    expect(getMetaThemeColor('dark')).toBe(
      createDocsTheme(initialThemeState).colorSchemes.dark!.palette.background.default,
    );
  });
});
