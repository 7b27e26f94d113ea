import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadedHomePage } from '../pages/homePageLoader';
import { loadedPage } from '../content';
import { RouterLink } from './RouterLink';

describe('RouterLink', () => {
  it('links to `href` (docs-nav) or `to` (MUI component prop)', () => {
    render(
      <MemoryRouter>
        <RouterLink href="/versions" to="/versions">
          Versions
        </RouterLink>
        <RouterLink to="/material-ui/react-button">Button</RouterLink>
      </MemoryRouter>,
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
      <MemoryRouter>
        <RouterLink to="/versions" onPointerEnter={() => calls.push('pointer')}>
          Versions
        </RouterLink>
        <RouterLink to="/" onFocus={() => calls.push('focus')}>
          Home
        </RouterLink>
      </MemoryRouter>,
    );
    expect(loadedPage('/versions')).toBeUndefined();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Versions' }));
    await expect.poll(() => loadedPage('/versions')).toBeDefined();
    expect(loadedHomePage()).toBeUndefined();
    fireEvent.focus(screen.getByRole('link', { name: 'Home' }));
    await expect.poll(() => loadedHomePage()).toBeDefined();
    // The caller's own handlers still run.
    expect(calls).toEqual(['pointer', 'focus']);
  });
});
