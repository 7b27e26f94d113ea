import { describe, expect, it } from 'vitest';
import {
  isRenderedFor,
  PAGE_CHUNK_ATTRIBUTE,
  readPageChunkHint,
  renderedPathFor,
  ROOT_ROUTE_ATTRIBUTE,
} from './prerenderedRoot';

const CHUNK = '/assets/react-button-B1c_9xYz.js';

function root(route: string | null, chunk?: string): Element {
  const element = document.createElement('div');
  if (route !== null) element.setAttribute(ROOT_ROUTE_ATTRIBUTE, route);
  if (chunk !== undefined) element.setAttribute(PAGE_CHUNK_ATTRIBUTE, chunk);
  return element;
}

describe('isRenderedFor', () => {
  it('is true only for the path the HTML was prerendered for', () => {
    expect(isRenderedFor(root('/x/a'), '/x/a')).toBe(true);
    expect(isRenderedFor(root('/x/a'), '/x/b')).toBe(false);
    expect(isRenderedFor(root(null), '/x/a')).toBe(false);
  });
});

describe('renderedPathFor', () => {
  it('takes the rendered path for the same path with slashes at its end', () => {
    expect(renderedPathFor(root('/x/a'), '/x/a/')).toBe('/x/a');
    expect(renderedPathFor(root('/x/a'), '/x/a//')).toBe('/x/a');
  });

  it('keeps any other path as it is', () => {
    expect(renderedPathFor(root('/x/a'), '/x/a')).toBe('/x/a');
    expect(renderedPathFor(root('/x/a'), '/x/b/')).toBe('/x/b/');
    expect(renderedPathFor(root(null), '/x/a/')).toBe('/x/a/');
    expect(renderedPathFor(root('/'), '/')).toBe('/');
  });

  it('never turns the address into another host (`//host/` collapses to a path)', () => {
    expect(renderedPathFor(root('/evil.example'), '//evil.example/')).toBe('/evil.example');
    expect(renderedPathFor(root('/x'), '//evil.example/')).toBe('//evil.example/');
  });
});

describe('readPageChunkHint', () => {
  it("reads the build's own chunk the prerender named for this path", () => {
    expect(readPageChunkHint(root('/x/a', CHUNK), '/x/a')).toBe(CHUNK);
  });

  it("ignores the chunk of HTML rendered for another path (a static host's fallback page)", () => {
    expect(readPageChunkHint(root('/x/a', CHUNK), '/x/b')).toBeUndefined();
    expect(readPageChunkHint(root(null, CHUNK), '/x/a')).toBeUndefined();
  });

  it('ignores anything that is not one of those chunks', () => {
    for (const value of [
      undefined,
      '',
      'https://evil.example/assets/x.js',
      '//evil.example/assets/x.js',
      '/assets/../x.js',
      '/assets/x.js?y',
      'data:text/javascript,alert(1)',
      '/static/x.js',
    ]) {
      expect(readPageChunkHint(root('/x/a', value), '/x/a')).toBeUndefined();
    }
  });
});
