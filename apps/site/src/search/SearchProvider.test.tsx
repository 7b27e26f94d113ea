import { DocsProvider } from '@docshell/docs-i18n';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { routerAt } from '../routing/routerAt';
import { docsConfig } from '../siteConfig';
import { SearchButton } from './SearchButton';
import { SearchProvider, useSearchDialog } from './SearchProvider';
import { createFakePagefind, FAKE_PAGES } from './testing/fakePagefind';

vi.mock('./pagefindLoader', () => ({
  loadPagefind: async () => createFakePagefind(FAKE_PAGES),
}));

function Page({ path }: { path: string }) {
  const location = useLocation();
  return (
    <article data-page-path={path}>
      <h1>Button</h1>
      <h2 id="sizes">Sizes</h2>
      <output data-testid="location">{`${location.pathname}${location.hash}`}</output>
    </article>
  );
}

/** Each page at its own path, mounted anew when the path changes (as the site does). */
function Pages() {
  const { pathname } = useLocation();
  return PAGE_PATHS.includes(pathname) ? <Page key={pathname} path={pathname} /> : null;
}

const PAGE_PATHS = ['/joy-ui/react-button', '/material-ui/react-button'];

function renderSite(path = '/joy-ui/react-button') {
  render(
    routerAt(
      path,
      <DocsProvider config={docsConfig} userLanguage="en">
        <SearchProvider>
          <SearchButton />
          <Pages />
        </SearchProvider>
      </DocsProvider>,
    ),
  );
  return screen.getByRole('button', { name: 'Search…' });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('SearchProvider', () => {
  it('opens the dialog with Ctrl+K and with ⌘K from anywhere on the page', async () => {
    renderSite();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: 'Search the docs' });
    await waitFor(() => expect(input).toHaveFocus());
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.keyDown(document.body, { key: 'K', metaKey: true });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('returns focus to the search button when Escape closes the dialog', async () => {
    const button = renderSite();
    button.focus();
    fireEvent.click(button);
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('opens with the character typed on the focused button and keeps typing after it', async () => {
    const button = renderSite();
    button.focus();
    fireEvent.keyDown(button, { key: 's' });
    // Keys that arrive before the dialog's code has loaded are kept, not lost.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'i' });
    const input = await screen.findByRole('combobox');
    expect(input).toHaveValue('si');
  });

  it('opens a result at its heading on its page and closes the dialog', async () => {
    const button = renderSite();
    fireEvent.click(button);
    const input = await screen.findByRole('combobox');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Search all products' }));
    fireEvent.change(input, { target: { value: 'large' } });
    const option = await screen.findByRole('option');
    expect(option).toHaveTextContent('Material UI');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent('/material-ui/react-button#sizes');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sizes' })).toHaveFocus());
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('filters to the product of the current page', async () => {
    renderSite('/joy-ui/react-button');
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: 'sizes' } });
    const option = await screen.findByRole('option');
    expect(option).toHaveTextContent('Joy UI');
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});

describe('useSearchDialog', () => {
  it('names the provider it needs when used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSearchDialog())).toThrow(
      '[site] useSearchDialog() must be used inside <SearchProvider>.',
    );
  });
});

describe('SearchButton', () => {
  it('shows Ctrl+K elsewhere and ⌘K on Apple platforms, after mount', async () => {
    renderSite();
    const other = screen.getByText('Ctrl+K');
    const mac = screen.getByText('⌘K');
    expect(other).toHaveStyle({ visibility: 'visible' });
    expect(mac).toHaveStyle({ visibility: 'hidden' });
  });

  it('switches the hint to ⌘K on a Mac', async () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    renderSite();
    await waitFor(() => expect(screen.getByText('⌘K')).toHaveStyle({ visibility: 'visible' }));
    expect(screen.getByText('Ctrl+K')).toHaveStyle({ visibility: 'hidden' });
  });

  it('leaves Space and Enter to press the button rather than typing them', async () => {
    const button = renderSite();
    await act(async () => {
      fireEvent.keyDown(button, { key: ' ' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
