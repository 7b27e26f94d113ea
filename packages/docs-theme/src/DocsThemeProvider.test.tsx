import Button from '@mui/material/Button';
import { useColorScheme, useTheme } from '@mui/material/styles';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMetaThemeColor } from './brandPalette';
import { DocsThemeProvider, useDocsThemeDispatch, useDocsThemeState } from './DocsThemeProvider';
import { fakeMatchMedia, storageEvent } from './testUtils';
import { useChangeTheme } from './useChangeTheme';
import { useColorMode } from './useColorMode';

const scheme = () => document.documentElement.getAttribute('data-mui-color-scheme');

function ModeSwitch() {
  const { mode, resolvedMode, setMode } = useColorMode();
  return (
    <>
      <p>
        mode {mode}, shown {resolvedMode ?? 'unknown'}
      </p>
      <Button onClick={() => setMode('dark')}>Dark</Button>
      <Button onClick={() => setMode('light')}>Light</Button>
    </>
  );
}

/**
 * Prerenders `page` (as for any reader), stores dark mode as a returning reader's, then hydrates
 * the HTML. `afterPrerender` runs between the two, to reset what the server render recorded.
 */
async function hydrateForDarkReader(page: ReactElement, afterPrerender?: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
  afterPrerender?.();
  localStorage.setItem('mui-mode', 'dark');
  const errors = vi.spyOn(console, 'error');
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  const unmount = () => {
    act(() => root?.unmount());
    container.remove();
  };
  return { container, errors, unmount };
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', fakeMatchMedia(false).matchMedia);
  // Emotion keeps its own <style> tags in head: add the meta beside them, never replace them.
  document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.remove());
  document.head.insertAdjacentHTML('beforeend', '<meta name="theme-color" content="#000">');
  document.documentElement.removeAttribute('data-mui-color-scheme');
  document.body.className = '';
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('DocsThemeProvider', () => {
  it('applies a stored dark mode to <html>, body and the theme-color meta', () => {
    localStorage.setItem('mui-mode', 'dark');
    render(
      <DocsThemeProvider>
        <ModeSwitch />
      </DocsThemeProvider>,
    );
    expect(screen.getByText('mode dark, shown dark')).toBeInTheDocument();
    expect(scheme()).toBe('dark');
    expect(document.body).toHaveClass('mode-dark');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      getMetaThemeColor('dark'),
    );
  });

  it('switches mode on click, remembers it and pauses transitions for 1 ms', () => {
    vi.useFakeTimers();
    render(
      <DocsThemeProvider>
        <ModeSwitch />
      </DocsThemeProvider>,
    );
    expect(scheme()).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(scheme()).toBe('dark');
    expect(document.body).toHaveClass('mode-dark');
    expect(document.body).not.toHaveClass('mode-light');
    const paused = () =>
      [...document.head.querySelectorAll('style')].some((style) =>
        style.textContent?.includes('transition:none!important'),
      );
    expect(paused()).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(paused()).toBe(false);
  });

  it('follows a change made in another tab', () => {
    render(
      <DocsThemeProvider>
        <ModeSwitch />
      </DocsThemeProvider>,
    );
    act(() => {
      localStorage.setItem('mui-mode', 'dark');
      window.dispatchEvent(storageEvent('mui-mode', 'dark'));
    });
    expect(screen.getByText('mode dark, shown dark')).toBeInTheDocument();
    expect(scheme()).toBe('dark');
  });

  it('keeps MUI’s useColorScheme in step with the stored mode', async () => {
    function MuiSwitch() {
      const { mode, setMode } = useColorScheme();
      return <Button onClick={() => setMode('dark')}>MUI says {mode}</Button>;
    }
    render(
      <DocsThemeProvider>
        <MuiSwitch />
        <ModeSwitch />
      </DocsThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'MUI says system' }));
    expect(await screen.findByText('mode dark, shown dark')).toBeInTheDocument();
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(screen.getByRole('button', { name: 'MUI says light' })).toBeInTheDocument();
  });

  it('renders identical HTML on the server whatever the reader stored', () => {
    const page = () =>
      renderToString(
        <DocsThemeProvider>
          <ModeSwitch />
        </DocsThemeProvider>,
      );
    const light = page();
    localStorage.setItem('mui-mode', 'dark');
    expect(page()).toBe(light);
    // Nothing mode-specific reaches the server markup: it is the same page for every reader.
    expect(light).toMatch(/shown (<!-- -->)?unknown/);
  });

  it('hydrates prerendered HTML without a mismatch, then shows the stored mode', async () => {
    const { container, errors, unmount } = await hydrateForDarkReader(
      <DocsThemeProvider>
        <ModeSwitch />
      </DocsThemeProvider>,
    );
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toContain('mode dark, shown dark');
    expect(scheme()).toBe('dark');
    unmount();
  });

  it("hydrates a dark reader's page with one render of each themed component, not two", async () => {
    // MUI's provider used to render everything again right after hydration to learn the colour
    // scheme, with a new theme object every styled component re-rendered for.
    const themes: unknown[] = [];
    function ThemedLeaf() {
      themes.push(useTheme());
      return <span>leaf</span>;
    }
    const { errors, unmount } = await hydrateForDarkReader(
      <DocsThemeProvider>
        <ThemedLeaf />
      </DocsThemeProvider>,
      () => {
        themes.length = 0;
      },
    );
    expect(errors).not.toHaveBeenCalled();
    expect(new Set(themes).size).toBe(1);
    expect((themes[0] as { palette: { mode: string } }).palette.mode).toBe('dark');
    expect(scheme()).toBe('dark');
    unmount();
  });

  it('gives buttons small size in dense mode', async () => {
    function DenseToggle() {
      const dispatch = useDocsThemeDispatch();
      return <Button onClick={() => dispatch({ type: 'SET_DENSE', payload: true })}>Dense</Button>;
    }
    render(
      <DocsThemeProvider>
        <DenseToggle />
      </DocsThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Dense' });
    expect(button).toHaveClass('MuiButton-sizeMedium');
    await userEvent.click(button);
    expect(button).toHaveClass('MuiButton-sizeSmall');
  });

  it('starts from the given state and mirrors the direction on body', () => {
    render(
      <DocsThemeProvider initialState={{ direction: 'rtl', spacing: 4 }}>
        <ModeSwitch />
      </DocsThemeProvider>,
    );
    expect(document.body).toHaveAttribute('dir', 'rtl');
  });
});

describe('useChangeTheme', () => {
  it('returns a stable callback that dispatches CHANGE', () => {
    const { result, rerender } = renderHook(
      () => ({ change: useChangeTheme(), state: useDocsThemeState() }),
      { wrapper: DocsThemeProvider },
    );
    const first = result.current.change;
    act(() => first({ direction: 'rtl' }));
    rerender();
    expect(result.current.change).toBe(first);
    expect(result.current.state.direction).toBe('rtl');
    expect(document.body).toHaveAttribute('dir', 'rtl');
  });

  it('writes a palette mode to the colour-scheme store, the one source of the mode', () => {
    const { result } = renderHook(
      () => ({ change: useChangeTheme(), colorMode: useColorMode(), state: useDocsThemeState() }),
      { wrapper: DocsThemeProvider },
    );
    const stateBefore = result.current.state;
    act(() => result.current.change({ paletteMode: 'dark' }));
    expect(result.current.colorMode).toMatchObject({ mode: 'dark', resolvedMode: 'dark' });
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(scheme()).toBe('dark');
    // The theme state holds no copy of the mode, so it did not change.
    expect(result.current.state).toBe(stateBefore);
    expect(result.current.state).not.toHaveProperty('paletteMode');
  });
});

describe('theme hooks outside the provider', () => {
  it.each([
    ['useDocsThemeState', useDocsThemeState],
    ['useDocsThemeDispatch', useDocsThemeDispatch],
    ['useChangeTheme', useChangeTheme],
    ['useColorMode', useColorMode],
  ] as const)('%s throws "Forgot to wrap component in ThemeProvider"', (_name, hook) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => hook())).toThrow('Forgot to wrap component in ThemeProvider');
  });
});
