import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getInitColorSchemeScript } from './colorSchemeScript';
import { InitColorSchemeScript } from './InitColorSchemeScript';
import { fakeMatchMedia, throwingStorage } from './testUtils';

/** Runs the script text the way a browser runs an inline <script>. */
function run(script = getInitColorSchemeScript()) {
  new Function(script)();
}

const schemeAttribute = () => document.documentElement.getAttribute('data-mui-color-scheme');

beforeEach(() => {
  document.documentElement.removeAttribute('data-mui-color-scheme');
  document.body.className = '';
  vi.stubGlobal('matchMedia', fakeMatchMedia(false).matchMedia);
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('getInitColorSchemeScript', () => {
  it('applies a stored dark mode to <html> and body before React runs', () => {
    localStorage.setItem('mui-mode', 'dark');
    run();
    expect(schemeAttribute()).toBe('dark');
    expect(document.body.classList.contains('mode-dark')).toBe(true);
    expect(document.body.classList.contains('mode-light')).toBe(false);
  });

  it('resolves system mode (the default) through prefers-color-scheme', () => {
    vi.stubGlobal('matchMedia', fakeMatchMedia(true).matchMedia);
    run();
    expect(schemeAttribute()).toBe('dark');
    localStorage.setItem('mui-mode', 'light');
    run();
    expect(schemeAttribute()).toBe('light');
    expect(document.body.className).toBe('mode-light');
  });

  it('uses the stored scheme name for the mode when the theme knows it', () => {
    localStorage.setItem('mui-mode', 'dark');
    localStorage.setItem('mui-color-scheme-dark', 'dim');
    run(getInitColorSchemeScript({ colorSchemes: ['light', 'dark', 'dim'] }));
    expect(schemeAttribute()).toBe('dim');
    run();
    expect(schemeAttribute()).toBe('dark');
  });

  it('falls back to the defaults for tampered values', () => {
    localStorage.setItem('mui-mode', '"><img src=x>');
    localStorage.setItem('mui-color-scheme-light', 'nope');
    run(getInitColorSchemeScript({ defaultMode: 'light' }));
    expect(schemeAttribute()).toBe('light');
  });

  it('does not throw when storage throws, and still follows the system', () => {
    vi.stubGlobal('matchMedia', fakeMatchMedia(true).matchMedia);
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => throwingStorage(),
    });
    try {
      expect(() => run()).not.toThrow();
      expect(schemeAttribute()).toBe('dark');
    } finally {
      // Put jsdom's own storage back for the other tests.
      Object.defineProperty(globalThis, 'localStorage', original);
    }
  });

  it('does not throw without matchMedia or when it throws', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(() => run()).not.toThrow();
    expect(schemeAttribute()).toBe('light');
    vi.stubGlobal('matchMedia', () => {
      throw new Error('boom');
    });
    expect(() => run()).not.toThrow();
  });

  it('is tiny and deterministic', () => {
    const script = getInitColorSchemeScript();
    expect(script.length).toBeLessThan(1000);
    expect(getInitColorSchemeScript()).toBe(script);
    expect(script).not.toContain('\n');
  });

  it('cannot be broken out of its <script> element by odd options', () => {
    const script = getInitColorSchemeScript({
      modeStorageKey: '</script><script>alert(1)</script>',
    });
    expect(script).not.toContain('</script');
    expect(() => new Function(script)).not.toThrow();
  });

  it('rejects an invalid attribute name or default mode', () => {
    expect(() => getInitColorSchemeScript({ attribute: 'x" onload="y' })).toThrow(
      /\[docs-theme\] Invalid attribute name/,
    );
    expect(() => getInitColorSchemeScript({ defaultMode: 'sepia' as unknown as 'light' })).toThrow(
      /Invalid default mode/,
    );
  });
});

describe('InitColorSchemeScript', () => {
  it('renders the script text in a <script> element with an optional nonce', () => {
    const html = renderToStaticMarkup(createElement(InitColorSchemeScript, { nonce: 'abc' }));
    expect(html).toBe(`<script nonce="abc">${getInitColorSchemeScript()}</script>`);
  });
});
