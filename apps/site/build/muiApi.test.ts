import { describe, expect, it } from 'vitest';
import { readMuiApi, toSlug } from './muiApi';

describe('readMuiApi', () => {
  it(
    'reads props, types, defaults and descriptions from the installed declarations',
    { timeout: 60_000 },
    () => {
      const [button] = readMuiApi(['Button'], `${import.meta.dirname}/..`);
      const variant = button!.props.find((p) => p.name === 'variant');
      expect(variant).toMatchObject({ defaultValue: "'text'", required: false });
      expect(variant!.type).toContain("'contained'");
      expect(button!.props.find((p) => p.name === 'disabled')?.description).toMatch(/disabled/i);
      // DOM attributes every element has are not listed.
      expect(button!.props.some((p) => p.name === 'onMouseEnter')).toBe(false);
    },
  );
});

describe('toSlug', () => {
  it('turns component names into URL slugs', () => {
    expect(toSlug('TextField')).toBe('text-field');
    expect(toSlug('Grid2')).toBe('grid2');
  });
});
