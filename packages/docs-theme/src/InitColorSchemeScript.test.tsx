import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getInitColorSchemeScript } from './colorSchemeScript';
import { InitColorSchemeScript } from './InitColorSchemeScript';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('InitColorSchemeScript', () => {
  it('renders the no-flash script with its nonce on the server', () => {
    const html = renderToString(<InitColorSchemeScript nonce="r4nd0m" defaultMode="dark" />);
    expect(html).toBe(
      `<script nonce="r4nd0m">${getInitColorSchemeScript({ defaultMode: 'dark' })}</script>`,
    );
  });

  it('hydrates the server element without an error, then leaves it out', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<InitColorSchemeScript nonce="r4nd0m" />);
    // Browsers hide a nonce from the DOM once the page has loaded.
    container.querySelector('script')?.removeAttribute('nonce');
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <InitColorSchemeScript nonce="r4nd0m" />, {
        onRecoverableError: (error) => console.error(error),
      });
    });
    expect(errors).not.toHaveBeenCalled();
    // The script ran with the page; after hydration React keeps no script element of its own.
    expect(container.querySelector('script')).toBeNull();
    act(() => root?.unmount());
  });

  it('renders nothing when mounted on the client, where React would log a script tag error', () => {
    const errors = vi.spyOn(console, 'error');
    const { container } = render(<InitColorSchemeScript />);
    expect(container.innerHTML).toBe('');
    expect(errors).not.toHaveBeenCalled();
  });
});
