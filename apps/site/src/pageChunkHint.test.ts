import { describe, expect, it } from 'vitest';
import { PAGE_CHUNK_ATTRIBUTE, pageChunkPath, readPageChunkHint } from './pageChunkHint';

function rootWith(value?: string): Element {
  const root = document.createElement('div');
  if (value !== undefined) root.setAttribute(PAGE_CHUNK_ATTRIBUTE, value);
  return root;
}

describe('readPageChunkHint', () => {
  it("reads the build's own chunk path that the prerender wrote", () => {
    const path = pageChunkPath('assets/react-button-B1c_9xYz.js');
    expect(path).toBe('/assets/react-button-B1c_9xYz.js');
    expect(readPageChunkHint(rootWith(path))).toBe(path);
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
      expect(readPageChunkHint(rootWith(value))).toBeUndefined();
    }
  });
});
