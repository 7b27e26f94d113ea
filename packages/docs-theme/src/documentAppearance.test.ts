import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DISABLE_TRANSITIONS_CSS,
  applyColorModeToDocument,
  applyDirectionToDocument,
  disableTransitionsBriefly,
} from './documentAppearance';

beforeEach(() => {
  document.head.innerHTML =
    '<meta name="theme-color" content="#000"><meta name="theme-color" media="(x)" content="#000">';
  document.body.className = 'page';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('applyColorModeToDocument', () => {
  it('swaps the mode-dark and mode-light body classes and keeps other classes', () => {
    applyColorModeToDocument(document, 'dark');
    expect(document.body.className).toBe('page mode-dark');
    applyColorModeToDocument(document, 'light');
    expect(document.body.className).toBe('page mode-light');
  });

  it('updates every theme-color meta tag', () => {
    applyColorModeToDocument(document, 'dark', (mode) => (mode === 'dark' ? '#111' : '#eee'));
    const colors = [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) =>
      meta.getAttribute('content'),
    );
    expect(colors).toEqual(['#111', '#111']);
  });
});

describe('applyDirectionToDocument', () => {
  it('sets dir on body', () => {
    applyDirectionToDocument(document, 'rtl');
    expect(document.body.getAttribute('dir')).toBe('rtl');
  });
});

describe('disableTransitionsBriefly', () => {
  it('adds a transition:none style, forces a reflow and removes the style after 1 ms', () => {
    vi.useFakeTimers();
    const reflow = vi.spyOn(window, 'getComputedStyle');
    disableTransitionsBriefly(document);
    const style = document.head.querySelector('style');
    expect(style?.textContent).toBe(DISABLE_TRANSITIONS_CSS);
    expect(style?.textContent).toContain('transition:none!important');
    expect(reflow).toHaveBeenCalledWith(document.body);
    vi.advanceTimersByTime(0);
    expect(document.head.querySelector('style')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('removes the style at once when cleaned up early', () => {
    vi.useFakeTimers();
    const cleanup = disableTransitionsBriefly(document);
    cleanup();
    expect(document.head.querySelector('style')).toBeNull();
    expect(() => vi.advanceTimersByTime(5)).not.toThrow();
  });
});
