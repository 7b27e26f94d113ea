import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { brandBlue, getBrandPalette, getMetaThemeColor } from './brandPalette';
import { createDocsTheme } from './createDocsTheme';
import { initialThemeState } from './themeReducer';

/** WCAG 2 contrast ratio; MUI's helper reads every colour form a palette uses (#fff, rgba()). */
const contrast = getContrastRatio;

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
    // Contained buttons and filled chips put contrastText on main; outlined ones put main on
    // the page. Every colour a demo can pick must read in both.
    for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      const colour = palette[name];
      pairs.push([colour.contrastText, colour.main]);
      pairs.push([colour.main, palette.background.paper]);
    }
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
