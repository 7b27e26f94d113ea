import { describe, expect, it } from 'vitest';
import { demoBySlug, demoPathOf, demoSlug, parseDemoPath } from './demoPath';

describe('demo paths', () => {
  it('names a demo in kebab case under its page', () => {
    expect(demoSlug('ButtonVariants')).toBe('button-variants');
    expect(demoSlug('Grid2Basic')).toBe('grid2-basic');
    expect(demoSlug('SystemSxConditional')).toBe('system-sx-conditional');
    expect(demoSlug('CSSBaseline')).toBe('css-baseline');
    expect(demoPathOf('/material-ui/react-button', 'ButtonVariants')).toBe(
      '/material-ui/react-button/demos/button-variants',
    );
  });

  it('reads the page and the demo back from the path, and nothing else', () => {
    expect(parseDemoPath('/material-ui/react-button/demos/button-variants')).toEqual({
      pagePath: '/material-ui/react-button',
      slug: 'button-variants',
    });
    expect(parseDemoPath('/material-ui/react-button')).toBeUndefined();
    expect(parseDemoPath('/demos/button-variants')).toBeUndefined();
    expect(parseDemoPath('/material-ui/react-button/demos/')).toBeUndefined();
    expect(parseDemoPath('/material-ui/react-button/demos/Button')).toBeUndefined();
    expect(parseDemoPath('/material-ui/react-button/demos/a/b')).toBeUndefined();
    expect(parseDemoPath('/material-ui/react-button/demos/<script>')).toBeUndefined();
  });

  it('finds a demo of a page by its slug', () => {
    const demos = { ButtonVariants: 1, ButtonSizes: 2 };
    expect(demoBySlug(demos, 'button-sizes')).toEqual({ name: 'ButtonSizes', demo: 2 });
    expect(demoBySlug(demos, 'button')).toBeUndefined();
    expect(demoBySlug(undefined, 'button')).toBeUndefined();
  });
});
