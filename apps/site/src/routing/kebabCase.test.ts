import { describe, expect, it } from 'vitest';
import { entries } from 'virtual:api-group/material';
import { kebabCase } from './kebabCase';

describe('kebabCase', () => {
  it('splits words, keeps acronyms and digits together, and turns underscores into dashes', () => {
    expect(kebabCase('ButtonVariants')).toBe('button-variants');
    expect(kebabCase('TextField')).toBe('text-field');
    expect(kebabCase('Grid2Basic')).toBe('grid2-basic');
    expect(kebabCase('CSSBaseline')).toBe('css-baseline');
    expect(kebabCase('Demo_Two')).toBe('demo-two');
  });

  it('gives every Material UI API page the address it had', () => {
    // The API pages' addresses came from a simpler rule: the same for every component but the
    // `Unstable_` ones (whose address leaves the prefix out).
    const names = entries.map((e) => e.component).filter((n) => !n.includes('_'));
    expect(names).toContain('TextField');
    for (const name of names) {
      expect(kebabCase(name)).toBe(name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase());
    }
  });
});
