import { describe, expect, it } from 'vitest';
import { API_COMPONENTS } from '../api/apiComponents';
import { kebabCase } from './kebabCase';

describe('kebabCase', () => {
  it('splits words, keeps acronyms and digits together, and turns underscores into dashes', () => {
    expect(kebabCase('ButtonVariants')).toBe('button-variants');
    expect(kebabCase('TextField')).toBe('text-field');
    expect(kebabCase('Grid2Basic')).toBe('grid2-basic');
    expect(kebabCase('CSSBaseline')).toBe('css-baseline');
    expect(kebabCase('Demo_Two')).toBe('demo-two');
  });

  it('gives every API page the address it had', () => {
    // The API pages' addresses came from a simpler rule: the same for every current component.
    for (const name of API_COMPONENTS) {
      expect(kebabCase(name)).toBe(name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase());
    }
  });
});
