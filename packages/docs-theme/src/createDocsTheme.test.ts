import { describe, expect, it } from 'vitest';
import { createDocsTheme, sharedDocsTheme } from './createDocsTheme';
import { highDensity } from './highDensity';
import { initialThemeState } from './themeReducer';

describe('createDocsTheme', () => {
  it('uses border radius 12 and the spacing unit from the state', () => {
    const theme = createDocsTheme({ ...initialThemeState, spacing: 6 });
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.spacing(2)).toBe('calc(2 * var(--mui-spacing, 6px))');
    expect(JSON.stringify(theme.generateStyleSheets())).toContain('"--mui-spacing":"6px"');
  });

  it('follows the direction', () => {
    expect(createDocsTheme(initialThemeState).direction).toBe('ltr');
    expect(createDocsTheme({ ...initialThemeState, direction: 'rtl' }).direction).toBe('rtl');
  });

  it('switches colours on the data-mui-color-scheme attribute of <html>', () => {
    const theme = createDocsTheme(initialThemeState);
    expect(Object.keys(theme.colorSchemes).sort()).toEqual(['dark', 'light']);
    const selectors = theme.generateStyleSheets().flatMap((sheet) => Object.keys(sheet as object));
    expect(selectors).toContain(':root, [data-mui-color-scheme="light"]');
    expect(selectors).toContain('[data-mui-color-scheme="dark"]');
    // No media-query selector: the attribute alone decides, so the init script can set it.
    expect(selectors.some((selector) => selector.includes('@media'))).toBe(false);
  });

  it('gives dense component defaults only in dense mode', () => {
    expect(createDocsTheme(initialThemeState).components?.MuiButton).toBeUndefined();
    const dense = createDocsTheme({ ...initialThemeState, dense: true }).components!;
    for (const name of ['MuiButton', 'MuiIconButton', 'MuiFab', 'MuiTable'] as const) {
      expect(dense[name]?.defaultProps).toEqual({ size: 'small' });
    }
    for (const name of [
      'MuiFilledInput',
      'MuiFormControl',
      'MuiFormHelperText',
      'MuiInputBase',
      'MuiInputLabel',
      'MuiOutlinedInput',
      'MuiTextField',
    ] as const) {
      expect(dense[name]?.defaultProps).toEqual({ margin: 'dense' });
    }
    expect(dense.MuiListItem?.defaultProps).toEqual({ dense: true });
    expect(dense.MuiToolbar?.defaultProps).toEqual({ variant: 'dense' });
  });
});

describe('highDensity', () => {
  it('keeps small icon buttons at a 44 px touch target', () => {
    expect(highDensity.components.MuiIconButton.styleOverrides.sizeSmall).toEqual({
      marginLeft: 4,
      marginRight: 4,
      padding: 12,
    });
  });

  it('shares one theme between providers with the same input, and builds anew when it changes', () => {
    const first = sharedDocsTheme({ ...initialThemeState, spacing: 6 });
    expect(sharedDocsTheme({ ...initialThemeState, spacing: 6 })).toBe(first);
    const rtl = sharedDocsTheme({ ...initialThemeState, spacing: 6, direction: 'rtl' });
    expect(rtl).not.toBe(first);
    expect(rtl.direction).toBe('rtl');
    const recoloured = sharedDocsTheme({
      ...initialThemeState,
      spacing: 6,
      direction: 'rtl',
      paletteColors: { primary: { main: '#aa0000' } },
    });
    expect(recoloured).not.toBe(rtl);
    expect(recoloured.palette.primary.main).toBe('#aa0000');
  });
});
