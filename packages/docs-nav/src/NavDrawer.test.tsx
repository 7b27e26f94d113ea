import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavDrawer } from './NavDrawer';

function Nav() {
  return (
    <nav aria-label="Main navigation">
      <a href="/material-ui/react-button">Button</a>
    </nav>
  );
}

describe('NavDrawer', () => {
  it('renders the permanent drawer and keeps the closed swipeable drawer empty', () => {
    render(
      <NavDrawer open={false} onOpen={vi.fn()} onClose={vi.fn()}>
        <Nav />
      </NavDrawer>,
    );
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(1);
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  });

  it('opens the swipeable drawer with the nav inside, 300 px wide', () => {
    render(
      <NavDrawer open onOpen={vi.fn()} onClose={vi.fn()} disablePermanent>
        <Nav />
      </NavDrawer>,
    );
    const modal = screen.getByRole('presentation');
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
