import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homePageComponent } from './pageComponents';
import { loadedPage } from './pageContent';
import { useLocation, useNavigationType } from 'react-router-dom';
import { RouterLink } from './RouterLink';
import { routerAt } from './routerAt';

describe('RouterLink', () => {
  it('links to `href` (docs-nav) or `to` (MUI component prop)', () => {
    render(
      routerAt(
        '/',
        <>
          <RouterLink href="/versions" to="/versions">
            Versions
          </RouterLink>
          <RouterLink to="/material-ui/react-button">Button</RouterLink>
        </>,
      ),
    );
    expect(screen.getByRole('link', { name: 'Versions' })).toHaveAttribute('href', '/versions');
    expect(screen.getByRole('link', { name: 'Button' })).toHaveAttribute(
      'href',
      '/material-ui/react-button',
    );
  });

  it('loads the target page when the pointer reaches the link, and when it gets focus', async () => {
    const calls: string[] = [];
    render(
      routerAt(
        '/',
        <>
          <RouterLink to="/versions" onPointerEnter={() => calls.push('pointer')}>
            Versions
          </RouterLink>
          <RouterLink to="/" onFocus={() => calls.push('focus')}>
            Home
          </RouterLink>
        </>,
      ),
    );
    expect(loadedPage('/versions')).toBeUndefined();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Versions' }));
    await expect.poll(() => loadedPage('/versions')).toBeDefined();
    expect(homePageComponent.loaded()).toBeUndefined();
    fireEvent.focus(screen.getByRole('link', { name: 'Home' }));
    await expect.poll(() => homePageComponent.loaded()).toBeDefined();
    // The caller's own handlers still run.
    expect(calls).toEqual(['pointer', 'focus']);
  });

  it('follows a plain click without a page load, and leaves a modified click to the browser', () => {
    render(
      routerAt(
        '/',
        <>
          <Where />
          <RouterLink to="/versions#latest">Versions</RouterLink>
        </>,
      ),
    );
    const link = screen.getByRole('link', { name: 'Versions' });
    // fireEvent returns false when a handler called preventDefault: the browser would not load.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('POP /');
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /versions#latest');
    expect(window.location.pathname).toBe('/versions');
  });

  it('leaves a download link to the browser, and writes no router-only attribute', () => {
    render(
      routerAt(
        '/',
        <>
          <Where />
          <RouterLink to="/files/theme.json" download>
            Theme file
          </RouterLink>
        </>,
      ),
    );
    const link = screen.getByRole('link', { name: 'Theme file' });
    expect(link).not.toHaveAttribute('data-discover');
    expect(fireEvent.click(link)).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('POP /');
  });

  it("lets the caller's onClick cancel the navigation", () => {
    render(
      routerAt(
        '/',
        <>
          <Where />
          <RouterLink to="/versions" onClick={(event) => event.preventDefault()}>
            Versions
          </RouterLink>
        </>,
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Versions' }));
    expect(screen.getByTestId('where')).toHaveTextContent('POP /');
  });
});

function Where() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <output data-testid="where">{`${navigationType} ${location.pathname}${location.hash}`}</output>
  );
}
