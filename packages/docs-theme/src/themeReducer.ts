/**
 * The reader's display state and the pure reducer that changes it. The colour mode is not part of
 * it: the colour-scheme store is its one source (`useColorMode`).
 */

export type Direction = 'ltr' | 'rtl';
export type PaletteMode = 'light' | 'dark';

export interface PaletteColors {
  primary?: Record<string, string>;
  secondary?: Record<string, string>;
}

export interface ThemeState {
  dense: boolean;
  direction: Direction;
  paletteColors: PaletteColors;
  /** The spacing unit in px. */
  spacing: number;
}

export const DEFAULT_SPACING = 8;
/** The spacing unit's bounds in px: the reducer keeps every spacing action inside them. */
export const MIN_SPACING = 4;
export const MAX_SPACING = 12;

function clampSpacing(value: number, current: number): number {
  if (!Number.isFinite(value)) return current;
  return Math.min(MAX_SPACING, Math.max(MIN_SPACING, Math.round(value)));
}

export const initialThemeState: ThemeState = {
  dense: false,
  direction: 'ltr',
  paletteColors: {},
  spacing: DEFAULT_SPACING,
};

export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | {
      type: 'CHANGE';
      payload: Partial<Pick<ThemeState, 'direction' | 'paletteColors'>>;
    };

export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: clampSpacing(action.payload, state.spacing) };
    case 'INCREASE_SPACING':
      return { ...state, spacing: clampSpacing(state.spacing + 1, state.spacing) };
    case 'DECREASE_SPACING':
      return { ...state, spacing: clampSpacing(state.spacing - 1, state.spacing) };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false, spacing: DEFAULT_SPACING };
    case 'RESET_COLORS':
      return { ...state, paletteColors: {} };
    case 'CHANGE': {
      const { direction, paletteColors } = action.payload;
      // Same state object when nothing differs, so consumers do not re-render.
      if (
        (!direction || direction === state.direction) &&
        (!paletteColors || paletteColors === state.paletteColors)
      ) {
        return state;
      }
      return {
        ...state,
        direction: direction || state.direction,
        paletteColors: paletteColors || state.paletteColors,
      };
    }
    default:
      throw new Error(
        `[docs-theme] Unrecognized type ${JSON.stringify((action as { type?: unknown }).type)}`,
      );
  }
}
