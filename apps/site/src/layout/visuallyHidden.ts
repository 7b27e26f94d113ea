/**
 * Styles (for `sx`) that hide an element from sight but keep it for screen readers. Sizes are
 * strings: `sx` reads the number 1 as 100%.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
