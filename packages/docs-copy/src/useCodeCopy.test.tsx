import { AnalyticsProvider, type AnalyticsClient } from '@docshell/docs-analytics';
import { DocsProvider } from '@docshell/docs-i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeCopyButton } from './CodeCopyButton.js';
import { COPIED_LABEL_MS } from './constants.js';
import { useCodeCopy } from './useCodeCopy.js';

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

const pages: Record<string, string[]> = {
  '/install': ['npm install @mui/material', 'yarn add @mui/material'],
  '/usage': ['import Button from "@mui/material/Button";'],
};

// What the site does: an MDX `pre` override wraps each block with its button, and the page
// attaches the shortcut per route.
function Page({ pathname }: { pathname: string }) {
  const ref = useRef<HTMLElement>(null);
  useCodeCopy(ref, [pathname], { isMac: false });
  return (
    <article ref={ref}>
      <h1>{pathname}</h1>
      {pages[pathname]!.map((code, index) => (
        <div key={code} data-code-block="" data-code-label={`${pathname}#${index}`}>
          <pre tabIndex={0}>
            <code>{code}</code>
          </pre>
          <CodeCopyButton />
        </div>
      ))}
    </article>
  );
}

async function pressCopy(init: KeyboardEventInit = {}) {
  await act(async () => {
    fireEvent.keyDown(document, { key: 'c', code: 'KeyC', ctrlKey: true, ...init });
  });
}

describe('useCodeCopy', () => {
  let writeText: ReturnType<typeof vi.fn>;
  let sendEvent: ReturnType<typeof vi.fn<AnalyticsClient['sendEvent']>>;

  beforeEach(() => {
    vi.useFakeTimers();
    writeText = vi.fn().mockResolvedValue(undefined);
    sendEvent = vi.fn<AnalyticsClient['sendEvent']>();
    setClipboard({ writeText });
  });

  afterEach(() => {
    vi.useRealTimers();
    setClipboard(undefined);
    document.getSelection()?.removeAllRanges();
  });

  function renderSite(pathname: string) {
    const ui = (path: string) => (
      <AnalyticsProvider client={{ sendEvent }}>
        <DocsProvider>
          <input aria-label="Search" defaultValue="button" />
          <Page pathname={path} />
        </DocsProvider>
      </AnalyticsProvider>
    );
    const result = render(ui(pathname));
    return { ...result, navigate: (path: string) => result.rerender(ui(path)) };
  }

  it('copies the hovered block with Ctrl+C, shows Copied on its button and reports a keyboard copy', async () => {
    renderSite('/install');
    const [, yarnButton] = screen.getAllByRole('button', { name: 'Copy the code' });
    fireEvent.mouseOver(screen.getByText('yarn add @mui/material'));
    await pressCopy();
    expect(writeText).toHaveBeenCalledWith('yarn add @mui/material');
    expect(yarnButton).toHaveTextContent('Copied');
    expect(sendEvent).toHaveBeenCalledWith('copy', {
      eventAction: 'keyboard',
      eventLabel: '/install#1',
    });
    act(() => vi.advanceTimersByTime(COPIED_LABEL_MS));
    expect(yarnButton).not.toHaveTextContent('Copied');
  });

  it('copies the focused block', async () => {
    renderSite('/install');
    act(() => screen.getByText('npm install @mui/material').closest('pre')!.focus());
    await pressCopy();
    expect(writeText).toHaveBeenCalledWith('npm install @mui/material');
  });

  it('does not copy when text is selected, or with Shift or Alt', async () => {
    renderSite('/install');
    fireEvent.mouseOver(screen.getByText('npm install @mui/material'));
    await pressCopy({ shiftKey: true });
    await pressCopy({ altKey: true });

    const range = document.createRange();
    range.selectNodeContents(screen.getByRole('heading'));
    document.getSelection()!.addRange(range);
    await pressCopy();
    document.getSelection()!.removeAllRanges();

    const search = screen.getByRole('textbox', { name: 'Search' });
    act(() => search.focus());
    (search as HTMLInputElement).setSelectionRange(0, 3);
    await pressCopy();

    expect(writeText).not.toHaveBeenCalled();
    expect(sendEvent).not.toHaveBeenCalled();
  });

  it('re-attaches on a route change: the new page’s blocks work and the old listeners are gone', async () => {
    const addSpy = vi.spyOn(document, 'addEventListener');
    const removeSpy = vi.spyOn(document, 'removeEventListener');
    const { navigate, unmount } = renderSite('/install');
    const keydownsAdded = () => addSpy.mock.calls.filter(([type]) => type === 'keydown').length;
    const keydownsRemoved = () =>
      removeSpy.mock.calls.filter(([type]) => type === 'keydown').length;
    expect(keydownsAdded() - keydownsRemoved()).toBe(1);

    navigate('/usage');
    expect(keydownsAdded() - keydownsRemoved()).toBe(1);
    expect(keydownsAdded()).toBeGreaterThan(1);

    fireEvent.mouseOver(screen.getByText('import Button from "@mui/material/Button";'));
    await pressCopy();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith('import Button from "@mui/material/Button";');

    unmount();
    expect(keydownsAdded() - keydownsRemoved()).toBe(0);
    await pressCopy();
    expect(writeText).toHaveBeenCalledTimes(1);
  });
});
