import { AnalyticsProvider, type AnalyticsClient } from '@docshell/docs-analytics';
import { DocsProvider, useSetUserLanguage, type Translations } from '@docshell/docs-i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeCopyButton } from './CodeCopyButton.js';
import { COPIED_LABEL_MS } from './constants.js';

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

function setPlatform(platform: string | undefined) {
  if (platform === undefined) delete (navigator as { platform?: string }).platform;
  else Object.defineProperty(navigator, 'platform', { value: platform, configurable: true });
}

const french: Translations = {
  fr: {
    codeCopy: {
      copy: 'Copier',
      copied: 'Copié',
      failed: 'Échec de la copie',
      ariaLabel: 'Copier le code',
      hintMac: '(ou ⌘C)',
      hintOther: '(ou Ctrl + C)',
    },
  },
};

// The site must list a language for DocsProvider to render it.
const config = { languages: ['en', 'fr'] };

function Providers({ children, analytics }: { children: ReactNode; analytics?: AnalyticsClient }) {
  const content = (
    <DocsProvider config={config} translations={french}>
      {children}
    </DocsProvider>
  );
  return analytics ? <AnalyticsProvider client={analytics}>{content}</AnalyticsProvider> : content;
}

function copyButton(name = 'Copy the code') {
  return screen.getByRole('button', { name });
}

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('CodeCopyButton', () => {
  let writeText: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    setPlatform('Win32');
  });

  afterEach(() => {
    vi.useRealTimers();
    setClipboard(undefined);
    setPlatform(undefined);
  });

  it('is named "Copy the code" and reads "Copy"', () => {
    render(<CodeCopyButton code="npm i" />, { wrapper: Providers });
    expect(copyButton()).toHaveTextContent(/^Copy\b/);
    expect(copyButton()).not.toHaveTextContent('Copied');
  });

  it('shows Copy, then Copied for 2000 ms, then Copy again', async () => {
    expect(COPIED_LABEL_MS).toBe(2000);
    render(<CodeCopyButton code="npm i" />, { wrapper: Providers });
    await click(copyButton());
    expect(writeText).toHaveBeenCalledWith('npm i');
    expect(copyButton()).toHaveTextContent('Copied');
    expect(copyButton()).toHaveAttribute('data-copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');

    act(() => vi.advanceTimersByTime(COPIED_LABEL_MS - 1));
    expect(copyButton()).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(copyButton()).not.toHaveTextContent('Copied');
    expect(copyButton()).toHaveTextContent(/^Copy\b/);
    expect(copyButton()).not.toHaveAttribute('data-copied');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies the <pre> of its code block when given no code', async () => {
    render(
      <div data-code-block="">
        <pre>
          <code>{'const a = 1;\nconsole.log(a);'}</code>
        </pre>
        <CodeCopyButton />
      </div>,
      { wrapper: Providers },
    );
    await click(copyButton());
    expect(writeText).toHaveBeenCalledWith('const a = 1;\nconsole.log(a);');
  });

  it('shows "Copy failed", announced, and never "Copied" when the copy failed', async () => {
    // No Clipboard API and no execCommand: nothing can be copied.
    setClipboard(undefined);
    const sendEvent = vi.fn();
    render(<CodeCopyButton code="npm i" />, {
      wrapper: ({ children }) => <Providers analytics={{ sendEvent }}>{children}</Providers>,
    });
    await click(copyButton());
    expect(copyButton()).toHaveTextContent('Copy failed');
    expect(copyButton()).not.toHaveTextContent('Copied');
    // Marked for its error colour, and for sites that style the state themselves.
    expect(copyButton()).toHaveAttribute('data-copy-failed');
    expect(copyButton()).not.toHaveAttribute('data-copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
    expect(screen.getByText('(or Ctrl + C)')).not.toBeVisible();
    expect(sendEvent).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(COPIED_LABEL_MS * 2));
    expect(copyButton()).not.toHaveTextContent('Copied');
  });

  it('recovers from a failure when the next copy works', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    render(<CodeCopyButton code="npm i" />, { wrapper: Providers });
    await click(copyButton());
    expect(copyButton()).toHaveTextContent('Copy failed');
    setClipboard({ writeText });
    await click(copyButton());
    expect(copyButton()).toHaveTextContent('Copied');
    expect(copyButton()).not.toHaveTextContent('failed');
    expect(copyButton()).not.toHaveAttribute('data-copy-failed');
  });

  it('shows the Ctrl hint outside a Mac and hides it while copied', async () => {
    render(<CodeCopyButton code="x" />, { wrapper: Providers });
    expect(screen.getByText('(or Ctrl + C)')).toBeVisible();
    expect(screen.getByText('(or ⌘C)')).not.toBeVisible();
    await click(copyButton());
    expect(screen.getByText('(or Ctrl + C)')).not.toBeVisible();
    act(() => vi.advanceTimersByTime(COPIED_LABEL_MS));
    expect(screen.getByText('(or Ctrl + C)')).toBeVisible();
  });

  it('shows the ⌘ hint on a Mac', () => {
    setPlatform('MacIntel');
    render(<CodeCopyButton code="x" />, { wrapper: Providers });
    expect(screen.getByText('(or ⌘C)')).toBeVisible();
    expect(screen.getByText('(or Ctrl + C)')).not.toBeVisible();
  });

  it('renders the non-Mac hint on the server and switches after hydration without a mismatch', async () => {
    const html = renderToString(
      <Providers>
        <CodeCopyButton code="x" />
      </Providers>,
    );
    expect(html).toContain('(or Ctrl + C)');
    expect(html).toContain('aria-label="Copy the code"');

    setPlatform('MacIntel');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Providers>
          <CodeCopyButton code="x" />
        </Providers>,
      ),
    );
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByText('(or ⌘C)')).toBeVisible();
    expect(screen.getByText('(or Ctrl + C)')).not.toBeVisible();
    act(() => root.unmount());
    container.remove();
  });

  it('follows a runtime language change', async () => {
    function SwitchToFrench() {
      const setLanguage = useSetUserLanguage();
      return <button onClick={() => setLanguage('fr')}>Français</button>;
    }
    render(
      <>
        <SwitchToFrench />
        <CodeCopyButton code="x" />
      </>,
      { wrapper: Providers },
    );
    expect(copyButton()).toHaveTextContent('Copy');
    await click(screen.getByRole('button', { name: 'Français' }));
    const button = copyButton('Copier le code');
    expect(button).toHaveTextContent('Copier');
    expect(screen.getByText('(ou Ctrl + C)')).toBeVisible();
    await click(button);
    expect(button).toHaveTextContent('Copié');
    expect(screen.getByRole('status')).toHaveTextContent('Copié');
  });

  it('sends a click copy event with the block label, or the page path', async () => {
    const sendEvent = vi.fn();
    render(
      <>
        <div data-code-block="" data-code-label="install.sh">
          <pre>npm i</pre>
          <CodeCopyButton />
        </div>
        <div data-code-block="">
          <pre>npm test</pre>
          <CodeCopyButton />
        </div>
      </>,
      { wrapper: ({ children }) => <Providers analytics={{ sendEvent }}>{children}</Providers> },
    );
    const [labelled, plain] = screen.getAllByRole('button', { name: 'Copy the code' });
    await click(labelled!);
    await click(plain!);
    expect(sendEvent.mock.calls).toEqual([
      ['copy', { eventAction: 'click', eventLabel: 'install.sh' }],
      ['copy', { eventAction: 'click', eventLabel: window.location.pathname }],
    ]);
  });

  it('reports a click marked by the shortcut as a keyboard copy', async () => {
    const sendEvent = vi.fn();
    render(<CodeCopyButton code="x" eventLabel="demo" />, {
      wrapper: ({ children }) => <Providers analytics={{ sendEvent }}>{children}</Providers>,
    });
    const button = copyButton();
    button.setAttribute('data-copy-trigger', 'keyboard');
    await click(button);
    expect(sendEvent).toHaveBeenCalledWith('copy', { eventAction: 'keyboard', eventLabel: 'demo' });
  });

  it('explains a missing code block instead of pretending to copy', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<CodeCopyButton />, { wrapper: Providers });
    await click(copyButton());
    expect(writeText).not.toHaveBeenCalled();
    expect(copyButton()).not.toHaveTextContent('Copied');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('[docs-copy]'));
  });

  it('throws a clear error outside DocsProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CodeCopyButton code="x" />)).toThrow(/DocsProvider/);
  });
});
