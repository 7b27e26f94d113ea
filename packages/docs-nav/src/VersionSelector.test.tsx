import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductVersion } from './productIdentity.js';
import { VersionSelector } from './VersionSelector.js';

const material: ProductVersion[] = [
  { text: 'v6.1.1', current: true },
  { text: 'v5', href: 'https://v5.archive.example/material-ui/getting-started/' },
  { text: 'v4', href: 'https://v4.archive.example/getting-started/installation/' },
  { text: 'View all versions', href: '/versions' },
];

describe('VersionSelector', () => {
  it('shows a single version as text, without a button or arrow', () => {
    render(<VersionSelector versions={[{ text: 'v5.0.0-beta.46', current: true }]} />);
    expect(screen.getByText('v5.0.0-beta.46')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.querySelector('svg')).toBeNull();
  });

  it('renders nothing without versions', () => {
    const { container } = render(<VersionSelector versions={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens a menu of versions with a divider before "View all versions"', async () => {
    const user = userEvent.setup();
    render(<VersionSelector versions={material} />);
    const button = screen.getByRole('button', { name: 'Version v6.1.1' });
    expect(button).toHaveTextContent('v6.1.1');
    expect(button.querySelector('svg')).not.toBeNull();

    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Version v6.1.1' });
    expect(
      Array.from(menu.children).map((node) => node.getAttribute('role') + ':' + node.textContent),
    ).toEqual([
      'menuitem:v6.1.1',
      'menuitem:v5',
      'menuitem:v4',
      'separator:',
      'menuitem:View all versions',
    ]);
    expect(screen.getByRole('menuitem', { name: 'v6.1.1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'v6.1.1' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'v5' })).toHaveAttribute(
      'href',
      'https://v5.archive.example/material-ui/getting-started/',
    );
    expect(screen.getByRole('menuitem', { name: 'View all versions' })).toHaveAttribute(
      'href',
      '/versions',
    );
  });

  it('closes when the current version is chosen', async () => {
    const user = userEvent.setup();
    render(<VersionSelector versions={material} />);
    await user.click(screen.getByRole('button', { name: 'Version v6.1.1' }));
    await user.click(screen.getByRole('menuitem', { name: 'v6.1.1' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard, moves with arrows and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<VersionSelector versions={material} />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'View all versions' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'v5' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Version v6.1.1' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('renders the internal "View all versions" link with the link component', async () => {
    const user = userEvent.setup();
    function Link({ to, href: _href, ...rest }: { to: string; href: string }) {
      return <a data-router="yes" href={to} {...rest} />;
    }
    render(<VersionSelector versions={material} LinkComponent={Link} />);
    await user.click(screen.getByRole('button', { name: 'Version v6.1.1' }));
    expect(screen.getByRole('menuitem', { name: 'View all versions' })).toHaveAttribute(
      'data-router',
      'yes',
    );
    expect(screen.getByRole('menuitem', { name: 'v4' })).not.toHaveAttribute('data-router');
  });
});
