import { DocsProvider } from '@docshell/docs-i18n';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyPageButton } from './CopyPageButton';

const MARKDOWN = '# Button\n\n## Variants\n\nText.\n';

function stubFetch(response: () => Response) {
  const fetch = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function markdownResponse() {
  return new Response(MARKDOWN, { headers: { 'Content-Type': 'text/markdown' } });
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

function renderButton(pathname: string) {
  render(
    <DocsProvider>
      <CopyPageButton pathname={pathname} />
    </DocsProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CopyPageButton', () => {
  it('prerenders a "Copy page" button and a closed menu button', () => {
    renderButton('/product/closed');
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'More ways to use this page' });
    expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("copies the page's Markdown and says Copied only after the clipboard took it", async () => {
    const fetch = stubFetch(markdownResponse);
    let finishWrite: () => void = () => {};
    const writeText = stubClipboard(() => new Promise<void>((resolve) => (finishWrite = resolve)));
    renderButton('/product/copied');
    fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(MARKDOWN));
    expect(fetch).toHaveBeenCalledWith('/product/copied.md', expect.anything());
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument();
    await act(async () => finishWrite());
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('shows the error state, not Copied, when the Markdown cannot be fetched', async () => {
    stubFetch(() => new Response('gone', { status: 500 }));
    const writeText = stubClipboard(async () => {});
    renderButton('/product/fetch-fails');
    fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('shows the error state when the clipboard refuses', async () => {
    stubFetch(markdownResponse);
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    renderButton('/product/clipboard-fails');
    fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
  });

  it('opens its menu from the keyboard and closes it with Escape, focus back on the button', async () => {
    renderButton('/material-ui/react-button');
    const toggle = screen.getByRole('button', { name: 'More ways to use this page' });
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Copy pageAs Markdown, for AI tools',
      'View as MarkdownThe page as plain text',
      'Open in ChatGPT (opens in a new tab)Ask questions about this page',
      'Open in Claude (opens in a new tab)Ask questions about this page',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(items[1]!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('links the Markdown copy and the assistants, with a prompt naming its absolute address', async () => {
    renderButton('/material-ui/react-button');
    fireEvent.click(screen.getByRole('button', { name: 'More ways to use this page' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /View as Markdown/ })).toHaveAttribute(
      'href',
      '/material-ui/react-button.md',
    );
    const prompt = `Read ${window.location.origin}/material-ui/react-button.md so I can ask questions about it.`;
    for (const [name, template] of [
      [/Open in ChatGPT/, 'https://chatgpt.com/?q='],
      [/Open in Claude/, 'https://claude.ai/new?q='],
    ] as const) {
      const link = within(menu).getByRole('menuitem', { name });
      expect(link).toHaveAttribute('href', `${template}${encodeURIComponent(prompt)}`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('copies from the menu too, reporting on the "Copy page" button', async () => {
    stubFetch(markdownResponse);
    const writeText = stubClipboard(async () => {});
    renderButton('/product/from-menu');
    fireEvent.click(screen.getByRole('button', { name: 'More ways to use this page' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Copy page/ }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(MARKDOWN);
  });
});
