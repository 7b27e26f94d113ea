import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NavLinkProps } from './NavLink.js';
import type { DocsPage } from './pages.js';
import { SideNav } from './SideNav.js';

const tree: DocsPage[] = [
  {
    pathname: '/x/getting-started',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: '/x/installation', title: 'Installation' },
    ],
  },
  {
    pathname: '/x/react-data-grid',
    title: 'Data Grid',
    children: [
      {
        pathname: '/x/react-data-grid/main-features',
        subheader: 'main-features',
        children: [
          { pathname: '/x/react-data-grid/editing', title: 'Editing' },
          { pathname: '/x/react-data-grid/filtering', title: 'Filtering', plan: 'pro' },
          {
            pathname: '/x/react-data-grid/aggregation',
            title: 'Aggregation',
            plan: 'premium',
            newFeature: true,
          },
          { pathname: '/x/react-data-grid/hidden', title: 'Hidden page', inSideNav: false },
        ],
      },
    ],
  },
  {
    pathname: '/x/react-charts',
    title: 'Charts',
    children: [
      { pathname: '/x/react-charts/bars', title: 'Bars', planned: true },
      { pathname: '/x/react-charts/gauge', title: 'Gauge', unstable: true, beta: true },
      { pathname: '/x/react-charts/sparkline', title: 'Sparkline', legacy: true, deprecated: true },
    ],
  },
  { pathname: 'https://example.com/store/', title: 'Store', linkProps: { rel: 'nofollow' } },
];

const section = (name: string) => screen.getByRole('button', { name });

describe('SideNav', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens the sections holding the active page and marks its link', () => {
    render(<SideNav pages={tree} activePath="/x/react-data-grid/editing/" />);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(section('Data Grid')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Editing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Filtering Pro plan' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('keeps other sections closed with their children out of the DOM', () => {
    render(<SideNav pages={tree} activePath="/x/react-data-grid/editing" />);
    expect(section('Getting started')).toHaveAttribute('aria-expanded', 'false');
    expect(section('Charts')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Installation')).not.toBeInTheDocument();
    expect(screen.queryByText('Bars')).not.toBeInTheDocument();
  });

  it('shows subheaders as headings, always open, and skips hidden pages', () => {
    render(<SideNav pages={tree} activePath="/x/react-data-grid/editing" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Main features' });
    expect(heading).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Main features' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Main features' })).toBeInTheDocument();
    expect(screen.queryByText('Hidden page')).not.toBeInTheDocument();
  });

  it('opens and closes sections from the keyboard', async () => {
    const user = userEvent.setup();
    render(<SideNav pages={tree} activePath="/x/react-data-grid/editing" />);
    await user.tab();
    expect(section('Getting started')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(section('Getting started')).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(
      section('Getting started').getAttribute('aria-controls') ?? '',
    );
    expect(within(list as HTMLElement).getByRole('link', { name: 'Installation' })).toBeVisible();

    await user.keyboard(' ');
    expect(section('Getting started')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Installation' })).not.toBeInTheDocument();

    await user.tab();
    expect(section('Data Grid')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('link', { name: 'Editing' })).not.toBeInTheDocument();
  });

  it('names every flag: plan icons by role, chips by text', async () => {
    const user = userEvent.setup();
    render(<SideNav pages={tree} activePath="/x/react-data-grid/editing" />);
    expect(screen.getByRole('img', { name: 'Pro plan' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Premium plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aggregation Premium plan New' })).toBeInTheDocument();

    await user.click(section('Charts'));
    expect(screen.getByRole('link', { name: 'Bars Planned' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gauge Preview Beta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sparkline Legacy Deprecated' })).toBeInTheDocument();
  });

  it('uses the labels it is given', () => {
    render(
      <SideNav
        pages={tree}
        activePath="/x/react-data-grid/editing"
        labels={{ navigation: 'Navigation X', proPlan: 'Offre Pro', new: 'Nouveau' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Navigation X' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Offre Pro' })).toBeInTheDocument();
    expect(screen.getByText('Nouveau')).toBeInTheDocument();
  });

  it('opens the new active section on navigation and leaves the others as they were', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SideNav pages={tree} activePath="/x/react-data-grid/editing" />);
    await user.click(section('Getting started'));
    rerender(<SideNav pages={tree} activePath="/x/react-charts/bars" />);
    expect(section('Charts')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Data Grid')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Getting started')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Bars Planned' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Editing' })).not.toHaveAttribute('aria-current');
  });

  it('renders internal links with the given link component and external ones as anchors', async () => {
    const user = userEvent.setup();
    const seen: NavLinkProps[] = [];
    function RouterLink(props: NavLinkProps) {
      seen.push(props);
      const { to, href: _href, ...rest } = props;
      return <a data-router="yes" href={`#${to}`} {...rest} />;
    }
    const onLinkClick = vi.fn((_page: DocsPage, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    render(
      <SideNav
        pages={tree}
        activePath="/x/react-data-grid/editing"
        LinkComponent={RouterLink}
        onLinkClick={onLinkClick}
      />,
    );
    expect(screen.getByRole('link', { name: 'Editing' })).toHaveAttribute('data-router', 'yes');
    expect(seen.find((props) => props.to === '/x/react-data-grid/editing')?.href).toBe(
      '/x/react-data-grid/editing',
    );
    const store = screen.getByRole('link', { name: 'Store' });
    expect(store).not.toHaveAttribute('data-router');
    expect(store).toHaveAttribute('href', 'https://example.com/store/');
    expect(store).toHaveAttribute('rel', 'nofollow');

    await user.click(screen.getByRole('link', { name: 'Editing' }));
    expect(onLinkClick).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Editing' }),
      expect.anything(),
    );
  });

  it('scrolls the active link into view only when it is off-screen', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const rects = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this.getAttribute('data-testid') === 'drawer')
        return DOMRect.fromRect({ y: 0, height: 600, width: 300 });
      const top = this.textContent === 'Bars Planned' ? 900 : 100;
      return DOMRect.fromRect({ y: top, height: 32, width: 280 });
    });
    const { rerender } = render(
      <div data-testid="drawer" style={{ overflowY: 'auto' }}>
        <SideNav pages={tree} activePath="/x/react-data-grid/editing" />
      </div>,
    );
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender(
      <div data-testid="drawer" style={{ overflowY: 'auto' }}>
        <SideNav pages={tree} activePath="/x/react-charts/bars" />
      </div>,
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scrollIntoView.mock.contexts[0]).toBe(
      screen.getByRole('link', { name: 'Bars Planned' }),
    );
    rects.mockRestore();
  });

  it('renders nothing active for an unknown path', () => {
    render(<SideNav pages={tree} activePath="/X/REACT-DATA-GRID/EDITING" />);
    expect(section('Data Grid')).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[aria-current]')).toBeNull();
  });
});
