import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductGroup } from './productGroups.js';
import { ProductSwitcher } from './ProductSwitcher.js';

const family: ProductGroup[] = [
  {
    name: 'Core',
    products: [
      { id: 'material-ui', name: 'Material UI', href: '/material-ui/getting-started/' },
      { id: 'base-ui', name: 'Base UI', href: '/base-ui/getting-started/' },
      { id: 'joy-ui', name: 'Joy UI', href: '/joy-ui/getting-started/' },
      { id: 'system', name: 'MUI System', href: '/system/getting-started/' },
    ],
  },
  {
    name: 'MUI X',
    products: [
      { id: 'x-data-grid', name: 'Data Grid', href: '/x/react-data-grid/' },
      { id: 'x-date-pickers', name: 'Date and Time Pickers', href: '/x/react-date-pickers/' },
      { id: 'x-charts', name: 'Charts', href: '/x/react-charts/' },
      { id: 'x-tree-view', name: 'Tree View', href: '/x/react-tree-view/' },
    ],
  },
  {
    name: 'Toolpad',
    chip: 'Beta',
    products: [
      {
        id: 'toolpad-core',
        name: 'Core',
        fullName: 'Toolpad Core',
        href: '/toolpad/core/introduction/',
      },
      {
        id: 'toolpad-studio',
        name: 'Studio',
        fullName: 'Toolpad Studio',
        href: 'https://studio.example.com/',
      },
    ],
  },
];

describe('ProductSwitcher', () => {
  it('shows the current product on its button and the whole family when opened', async () => {
    const user = userEvent.setup();
    render(<ProductSwitcher groups={family} currentProductId="x-charts" />);
    const button = screen.getByRole('button', { name: 'Charts' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Charts' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Material UI',
      'Base UI',
      'Joy UI',
      'MUI System',
      'Data Grid',
      'Date and Time Pickers',
      'Charts',
      'Tree View',
      'Core',
      'Studio',
    ]);
    expect(screen.getByRole('group', { name: 'Toolpad Beta' })).toBeInTheDocument();
    const current = screen.getByRole('menuitem', { name: 'Charts' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Studio' })).toHaveAttribute(
      'href',
      'https://studio.example.com/',
    );
  });

  it('uses the full name on the button and a fallback for unknown products', () => {
    const { rerender } = render(
      <ProductSwitcher groups={family} currentProductId="toolpad-core" />,
    );
    expect(screen.getByRole('button', { name: 'Toolpad Core' })).toBeInTheDocument();
    rerender(<ProductSwitcher groups={family} currentProductId="null" />);
    expect(screen.getByRole('button', { name: 'Products' })).toBeInTheDocument();
  });

  it('is operated from the keyboard and closes on Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    render(<ProductSwitcher groups={family} currentProductId="material-ui" />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Material UI' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Joy UI' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Studio' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Material UI' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Studio' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Material UI' })).toHaveFocus();
  });

  it('closes on Tab and on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <ProductSwitcher groups={family} currentProductId="joy-ui" />
        <p>Outside</p>
      </div>,
    );
    const button = screen.getByRole('button', { name: 'Joy UI' });
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when a product is chosen', async () => {
    const user = userEvent.setup();
    function Link({ to, href: _href, ...rest }: { to: string; href: string }) {
      return <a href={`#${to}`} {...rest} />;
    }
    render(<ProductSwitcher groups={family} currentProductId="joy-ui" LinkComponent={Link} />);
    await user.click(screen.getByRole('button', { name: 'Joy UI' }));
    const link = screen.getByRole('menuitem', { name: 'Data Grid' });
    expect(link).toHaveAttribute('href', '#/x/react-data-grid/');
    await user.click(link);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
