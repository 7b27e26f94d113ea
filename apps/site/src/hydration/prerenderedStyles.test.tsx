import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adoptPrerenderedStyles,
  COMPOSED_STYLES_ATTRIBUTE,
  composedStyleIds,
  PRERENDERED_STYLES_ATTRIBUTE,
  prerenderedStyleTags,
} from './prerenderedStyles';

const Box = styled.div({ color: 'rebeccapurple', padding: 4 });

/**
 * Box prerendered: its HTML and its style tags as the prerender writes them (emotion's own
 * extraction needs Node without a DOM; here a first render's markup and styles are read back).
 */
function prerendered() {
  const cache = createCache({ key: 'css' });
  const { container, unmount } = render(
    <CacheProvider value={cache}>
      <Box>hello</Box>
    </CacheProvider>,
  );
  const html = container.innerHTML;
  unmount();
  const ids = Object.keys(cache.inserted);
  const css = [...document.head.querySelectorAll('style')].map((tag) => tag.textContent).join('');
  document.head.innerHTML = '';
  expect(ids).toHaveLength(1);
  expect(css).toContain('rebeccapurple');
  return { html, tags: prerenderedStyleTags('css', [{ key: 'css', ids, css }]) };
}

/** Hydrates the prerendered `html` as the client does: a new cache told of the page's styles. */
function hydrate(html: string, element: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const cache = createCache({ key: 'css' });
  adoptPrerenderedStyles(cache, document);
  render(<CacheProvider value={cache}>{element}</CacheProvider>, { container, hydrate: true });
  return container;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('prerenderedStyleTags', () => {
  it("names the component styles' tag by its own attribute and marks global tags as placed", () => {
    const tags = prerenderedStyleTags('css', [
      { key: 'css-global', ids: ['g1'], css: 'body{margin:0}' },
      { key: 'css', ids: ['a1', 'b2'], css: '.css-a1{color:red}.css-b2{color:blue}' },
    ]);
    expect(tags).toBe(
      '<style data-emotion="css-global g1" data-s="">body{margin:0}</style>' +
        `<style ${PRERENDERED_STYLES_ATTRIBUTE}="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>`,
    );
  });
});

describe('composedStyleIds', () => {
  it("names the render's registered styles that no shipped chunk carries", () => {
    const cache = {
      key: 'css',
      inserted: { shipped: '.css-shipped{}', layer: '.css-layer{}', global: 'body{}' },
      registered: { 'css-shipped': 'color:red;', 'css-layer': 'font-weight:700;' },
    };
    expect(composedStyleIds(cache, [{ key: 'css', ids: ['shipped'], css: '' }])).toEqual(['layer']);
  });
});

describe('adoptPrerenderedStyles', () => {
  it('leaves the prerendered tag in place and inserts none of its styles again', () => {
    const { html, tags } = prerendered();
    document.head.innerHTML = `${tags}<link rel="stylesheet" href="/site.css">`;
    const tag = document.head.querySelector(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`)!;
    const container = hydrate(html, <Box>hello</Box>);
    // The same element, first in <head>, still before the site's stylesheet; no new style tag.
    expect(document.head.firstElementChild).toBe(tag);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(container.querySelector('div')!.className).toMatch(/^css-/);
  });

  it('still inserts styles the page did not prerender', () => {
    document.head.innerHTML = prerendered().tags;
    const cache = createCache({ key: 'css' });
    adoptPrerenderedStyles(cache, document);
    const Other = styled.span({ color: 'teal' });
    render(
      <CacheProvider value={cache}>
        <Other>new</Other>
      </CacheProvider>,
    );
    expect(document.head.querySelectorAll('style').length).toBeGreaterThan(1);
  });

  it('does not insert the layers the page composed into the classes it shipped', () => {
    // Styles on a component that renders a styled element (as MUI's AppBar on its Paper): two
    // layers of styles, one class on the element.
    function Card({ className, children }: { className?: string; children: ReactNode }) {
      return <Box className={className}>{children}</Box>;
    }
    const Banner = styled(Card)({ fontWeight: 700 });
    const cache = createCache({ key: 'css' });
    const { container, unmount } = render(
      <CacheProvider value={cache}>
        <Banner>hello</Banner>
      </CacheProvider>,
    );
    const html = container.innerHTML;
    const carried = container.querySelector('div')!.className.replace('css-', '');
    const css = [...document.head.querySelectorAll('style')].map((tag) => tag.textContent).join('');
    unmount();
    document.head.innerHTML = '';
    const chunks = [{ key: 'css', ids: [carried], css }];
    const composed = composedStyleIds(cache, chunks);
    expect(composed.length).toBeGreaterThan(0);
    expect(composed).not.toContain(carried);

    const tags = prerenderedStyleTags('css', chunks, composed);
    expect(tags).toContain(`${COMPOSED_STYLES_ATTRIBUTE}="${composed.join(' ')}"`);
    document.head.innerHTML = tags;
    hydrate(html, <Banner>hello</Banner>);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });

  it("ignores another cache's tags", () => {
    document.head.innerHTML = prerenderedStyleTags('other', [
      { key: 'other', ids: ['x1'], css: '.other-x1{color:red}' },
    ]);
    const cache = createCache({ key: 'css' });
    adoptPrerenderedStyles(cache, document);
    expect(cache.inserted).toEqual({});
  });
});
