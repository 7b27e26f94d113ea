import { DocsProvider } from '@docshell/docs-i18n';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { docsConfig } from '../siteConfig';
import { SearchDialog, type SearchDialogProps } from './SearchDialog';
import { createFakePagefind, FAKE_PAGES } from './testing/fakePagefind';

function renderDialog(props: Partial<SearchDialogProps> = {}) {
  const fake = createFakePagefind(FAKE_PAGES);
  const load = vi.fn(async () => fake);
  const onOpenResult = vi.fn();
  const onClose = vi.fn();
  const preload = vi.fn<(href: string) => void>();
  render(
    <DocsProvider config={docsConfig} userLanguage="en">
      <SearchDialog
        open
        request={{ id: 1, query: null }}
        product="Material UI"
        onClose={onClose}
        onOpenResult={onOpenResult}
        load={load}
        preload={preload}
        {...props}
      />
    </DocsProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Search the docs' });
  return { fake, load, onOpenResult, onClose, preload, input };
}

/** The first result shows at once, the others a moment later (MORE_RESULTS_DELAY_MS). */
const waitForOptions = (count: number) =>
  vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(count));

const optionTitles = () =>
  screen.getAllByRole('option').map((option) => option.querySelector('span')?.textContent);

describe('SearchDialog', () => {
  it('lists pages of the current product with their section and marked excerpt', async () => {
    const { input } = renderDialog();
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'sizes' } });
    const listbox = await screen.findByRole('listbox', { name: 'Results' });
    await waitForOptions(2);
    const options = within(listbox).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Button');
    expect(options[0]).toHaveTextContent('Sizes');
    expect(options[0]).toHaveTextContent('Material UI');
    // The page's `<Button size>` is shown as text; only the match is inside <mark>.
    expect(options[0]).toHaveTextContent('large <Button size>.');
    expect(options[0]!.querySelector('button')).toBeNull();
    expect([...options[0]!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['sizes']);
    expect(screen.getByRole('status')).toHaveTextContent('2 pages in Material UI');
  });

  it('preloads the page of the highlighted result, and of each one the arrows move to', async () => {
    const { input, preload } = renderDialog();
    fireEvent.change(input, { target: { value: 'sizes' } });
    await waitForOptions(2);
    // The results arrive from a promise, outside act(): the effect that preloads may run just
    // after the list is on screen.
    await vi.waitFor(() =>
      expect(preload.mock.calls.map(([href]) => href)).toEqual(['/material-ui/react-button#sizes']),
    );
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(preload).toHaveBeenLastCalledWith('/material-ui/react-chip');
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('shows the other products only once "Search all products" is switched on', async () => {
    const { input } = renderDialog();
    fireEvent.change(input, { target: { value: 'joy' } });
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'No results for “joy”.1 page matches in other products.',
      ),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Search all products' }));
    const option = await screen.findByRole('option');
    expect(option).toHaveTextContent('Joy UI');
  });

  it('moves through the results with the arrow keys and opens the highlighted one with Enter', async () => {
    const { input, onOpenResult } = renderDialog();
    fireEvent.change(input, { target: { value: 'sizes' } });
    await waitForOptions(2);
    const [first, second] = screen.getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onOpenResult).toHaveBeenCalledWith(
      expect.objectContaining({ href: '/material-ui/react-chip', title: 'Chip' }),
    );
  });

  it('opens a clicked result inside the app but leaves modified clicks to the browser', async () => {
    const { input, onOpenResult } = renderDialog();
    fireEvent.change(input, { target: { value: 'sizes' } });
    const link = (await screen.findAllByRole('option'))[0]!.querySelector('a')!;
    expect(link).toHaveAttribute('href', '/material-ui/react-button#sizes');
    fireEvent.click(link, { ctrlKey: true });
    expect(onOpenResult).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onOpenResult).toHaveBeenCalledWith(
      expect.objectContaining({ href: '/material-ui/react-button#sizes', section: 'Sizes' }),
    );
  });

  it('starts with the character typed on the search button', async () => {
    const { input } = renderDialog({ request: { id: 2, query: 'c' } });
    expect(input).toHaveValue('c');
    fireEvent.change(input, { target: { value: 'chip' } });
    await screen.findByRole('option');
    expect(optionTitles()).toEqual(['Chip']);
  });

  it('searches every product on a page outside the products, without the switch', async () => {
    const { input } = renderDialog({ product: null });
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.change(input, { target: { value: 'sizes' } });
    await waitForOptions(3);
  });

  it('says when the index cannot be loaded', async () => {
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    renderDialog({ load });
    // Under Vite's dev server (as in this test run) no index exists: the message says where it does.
    // The status region exists from the start; wait for the failure to reach it.
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Search works on the built site (npm start).',
      ),
    );
  });

  it('closes from its close button', () => {
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(onClose).toHaveBeenCalled();
  });
});
