import { describe, expect, it } from 'vitest';
import {
  initialThemeState,
  MAX_SPACING,
  MIN_SPACING,
  themeReducer,
  type ThemeAction,
} from './themeReducer';

describe('themeReducer', () => {
  it('sets, increases and decreases spacing', () => {
    const set = themeReducer(initialThemeState, { type: 'SET_SPACING', payload: 5 });
    expect(set.spacing).toBe(5);
    expect(themeReducer(set, { type: 'INCREASE_SPACING' }).spacing).toBe(6);
    expect(themeReducer(set, { type: 'DECREASE_SPACING' }).spacing).toBe(4);
  });

  it('keeps spacing between MIN_SPACING and MAX_SPACING, whatever the action says', () => {
    const low = themeReducer(initialThemeState, { type: 'SET_SPACING', payload: MIN_SPACING });
    expect(themeReducer(low, { type: 'DECREASE_SPACING' }).spacing).toBe(MIN_SPACING);
    const high = themeReducer(initialThemeState, { type: 'SET_SPACING', payload: MAX_SPACING });
    expect(themeReducer(high, { type: 'INCREASE_SPACING' }).spacing).toBe(MAX_SPACING);
    expect(themeReducer(initialThemeState, { type: 'SET_SPACING', payload: -40 }).spacing).toBe(
      MIN_SPACING,
    );
    expect(themeReducer(high, { type: 'SET_SPACING', payload: Number.NaN }).spacing).toBe(
      MAX_SPACING,
    );
  });

  it('sets dense and resets density to dense false and spacing 8', () => {
    const dense = themeReducer(
      themeReducer(initialThemeState, { type: 'SET_DENSE', payload: true }),
      { type: 'SET_SPACING', payload: 5 },
    );
    expect(dense.dense).toBe(true);
    const reset = themeReducer(dense, { type: 'RESET_DENSITY' });
    expect(reset).toMatchObject({ dense: false, spacing: 8 });
  });

  it('resets colours', () => {
    const colored = { ...initialThemeState, paletteColors: { primary: { main: '#f00' } } };
    expect(themeReducer(colored, { type: 'RESET_COLORS' }).paletteColors).toEqual({});
  });

  it('returns the same object when CHANGE changes nothing', () => {
    expect(themeReducer(initialThemeState, { type: 'CHANGE', payload: {} })).toBe(
      initialThemeState,
    );
    expect(
      themeReducer(initialThemeState, {
        type: 'CHANGE',
        payload: {
          direction: 'ltr',
          paletteColors: initialThemeState.paletteColors,
        },
      }),
    ).toBe(initialThemeState);
  });

  it('merges CHANGE fields and keeps the old value for missing ones', () => {
    const next = themeReducer(initialThemeState, {
      type: 'CHANGE',
      payload: { direction: 'rtl' },
    });
    expect(next).not.toBe(initialThemeState);
    expect(next).toMatchObject({ direction: 'rtl', spacing: initialThemeState.spacing });
  });

  it('throws on an unrecognised action, naming it', () => {
    expect(() =>
      themeReducer(initialThemeState, { type: 'NOPE' } as unknown as ThemeAction),
    ).toThrow('Unrecognized type "NOPE"');
  });
});
