import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavDrawer } from './NavDrawer.js';

function Nav() {
  return (
    <nav aria-label="Main navigation">
      <a href="/material-ui/react-button">Button</a>
    </nav>
  );
}

describe('NavDrawer', () => {
  it('renders the permanent drawer and keeps the closed swipeable drawer empty', () => {
    const { container } = render(
      <NavDrawer open={false} onOpen={vi.fn()} onClose={vi.fn()} className="site-nav">
        <Nav />
      </NavDrawer>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    // MUI's drawer class names, so a site's styles for the docked drawer keep applying.
    expect(nav.closest('.site-nav.MuiDrawer-docked .MuiDrawer-paper')).toHaveStyle({
      width: '300px',
      position: 'fixed',
    });
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    // The swipeable drawer's code is not even requested until it is wanted.
    expect(container.querySelector('.PrivateSwipeArea-root')).toBeNull();
  });

  it('loads the swipeable drawer at the first touch, so a swipe from the edge can open it', async () => {
    render(
      <NavDrawer open={false} onOpen={vi.fn()} onClose={vi.fn()}>
        <Nav />
      </NavDrawer>,
    );
    fireEvent.touchStart(window);
    await vi.waitFor(() =>
      expect(document.querySelector('.PrivateSwipeArea-root')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  });

  it('loads nothing at a touch where the docked drawer shows (a wide touch screen)', async () => {
    const matchMedia = vi.fn(() => ({ matches: false }) as MediaQueryList);
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      render(
        <NavDrawer open={false} onOpen={vi.fn()} onClose={vi.fn()}>
          <Nav />
        </NavDrawer>,
      );
      fireEvent.touchStart(window);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(matchMedia).toHaveBeenCalledWith(expect.stringContaining('max-width'));
      expect(document.querySelector('.PrivateSwipeArea-root')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opens the swipeable drawer with the nav inside, 300 px wide', async () => {
    render(
      <NavDrawer open onOpen={vi.fn()} onClose={vi.fn()} disablePermanent>
        <Nav />
      </NavDrawer>,
    );
    const modal = await screen.findByRole('presentation');
    const nav = within(modal).getByRole('navigation', { name: 'Main navigation' });
    expect(nav.closest('.MuiDrawer-paper')).toHaveStyle({ width: '300px' });
  });

  it('asks to close on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <NavDrawer open onOpen={vi.fn()} onClose={onClose} disablePermanent>
        <Nav />
      </NavDrawer>,
    );
    await screen.findByRole('presentation');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves out the permanent drawer when disabled', () => {
    render(
      <NavDrawer open={false} onOpen={vi.fn()} onClose={vi.fn()} disablePermanent>
        <Nav />
      </NavDrawer>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
