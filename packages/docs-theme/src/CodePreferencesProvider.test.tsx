import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodePreferencesProvider } from './CodePreferencesProvider';
import { useCodeStyling } from './useCodeStyling';
import { useCodeVariant } from './useCodeVariant';
import { useSetCodeStyling } from './useSetCodeStyling';
import { useSetCodeVariant } from './useSetCodeVariant';

function Demo({ name }: { name: string }) {
  const variant = useCodeVariant();
  const styling = useCodeStyling();
  const setVariant = useSetCodeVariant();
  const setStyling = useSetCodeStyling();
  return (
    <section aria-label={name}>
      <p>
        {name} shows {variant} with {styling}
      </p>
      <button type="button" onClick={() => setVariant(variant === 'TS' ? 'JS' : 'TS')}>
        Toggle language in {name}
      </button>
      <button type="button" onClick={() => setStyling('Tailwind')}>
        Tailwind in {name}
      </button>
    </section>
  );
}

function Page() {
  return (
    <CodePreferencesProvider>
      <Demo name="first demo" />
      <Demo name="second demo" />
    </CodePreferencesProvider>
  );
}

afterEach(() => {
  for (const name of ['codeVariant', 'codeStyling']) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
});

describe('CodePreferencesProvider', () => {
  it('switches every demo on the page when one demo changes', async () => {
    render(<Page />);
    expect(screen.getByText('second demo shows TS with MUI System')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle language in first demo' }));
    expect(screen.getByText('first demo shows JS with MUI System')).toBeInTheDocument();
    expect(screen.getByText('second demo shows JS with MUI System')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tailwind in second demo' }));
    expect(screen.getByText('first demo shows JS with Tailwind')).toBeInTheDocument();
    expect(document.cookie).toContain('codeVariant=JS');
  });

  it('renders the defaults on the server and the reader’s cookie after hydration', async () => {
    document.cookie = 'codeVariant=JS; path=/';
    const html = renderToString(<Page />);
    expect(html).toMatch(/first demo(<!-- -->)? shows (<!-- -->)?TS/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const error = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    expect(container.textContent).toContain('first demo shows JS with MUI System');
    expect(error).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });
});

describe('code preference hooks outside the provider', () => {
  it.each([
    ['useCodeVariant()', useCodeVariant],
    ['useSetCodeVariant()', useSetCodeVariant],
    ['useCodeStyling()', useCodeStyling],
    ['useSetCodeStyling()', useSetCodeStyling],
  ] as const)('%s throws an error naming the provider', (name, hook) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => hook())).toThrow(
      `[docs-theme] ${name} was called outside CodePreferencesProvider`,
    );
  });
});
