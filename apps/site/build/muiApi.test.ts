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

  it(
    'reads slots with their defaults, and CSS classes with MUI’s own class names',
    { timeout: 60_000 },
    () => {
      const [button, alert, grid2] = readMuiApi(
        ['Button', 'Alert', 'Grid2'],
        `${import.meta.dirname}/..`,
      );
      expect(button!.slots).toEqual([]);
      expect(button!.classes[0]).toEqual({
        key: 'root',
        className: 'MuiButton-root',
        description: 'Styles applied to the root element.',
        deprecated: null,
      });
      // A global state is `Mui-<state>`, as MUI names it at runtime.
      expect(button!.classes.find((c) => c.key === 'disabled')?.className).toBe('Mui-disabled');
      expect(button!.classes.find((c) => c.key === 'textPrimary')?.deprecated).toMatch(/Combine/);
      expect(alert!.slots).toContainEqual({
        name: 'closeButton',
        defaultValue: 'IconButton',
        description: 'The component that renders the close button.',
      });
      // Grid2 has no `classes` prop, but its classes are still on its elements.
      expect(grid2!.classes.map((c) => c.className)).toContain('MuiGrid2-container');
    },
  );
});

describe('toSlug', () => {
  it('turns component names into URL slugs', () => {
    expect(toSlug('TextField')).toBe('text-field');
    expect(toSlug('Grid2')).toBe('grid2');
  });
});
