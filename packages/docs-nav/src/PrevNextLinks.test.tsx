import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { materialTree } from './__fixtures__/trees.js';
import { PrevNextLinks } from './PrevNextLinks.js';

describe('PrevNextLinks', () => {
  it('links to the neighbours in reading order', () => {
    render(
      <PrevNextLinks
        pages={materialTree}
        activePath="/material-ui/getting-started/installation/"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Previous and next pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous Overview' })).toHaveAttribute(
      'href',
      '/material-ui/getting-started/overview',
    );
    expect(screen.getByRole('link', { name: 'Next Button' })).toHaveAttribute('rel', 'next');
  });

  it('shows only the link that exists at either end', () => {
    render(<PrevNextLinks pages={materialTree} activePath="/material-ui/migration" />);
    expect(screen.getByRole('link', { name: 'Previous Timeline' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Next/ })).not.toBeInTheDocument();
  });

  it('renders nothing for a hidden or unknown page', () => {
    const { container, rerender } = render(
      <PrevNextLinks pages={materialTree} activePath="/material-ui/getting-started/faq" />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<PrevNextLinks pages={materialTree} activePath="/nowhere" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('uses the given labels and link component', () => {
    function Link({ to, href: _href, ...rest }: { to: string; href: string }) {
      return <a data-router="yes" href={to} {...rest} />;
    }
    render(
      <PrevNextLinks
        pages={materialTree}
        activePath="/material-ui/react-button"
        LinkComponent={Link}
        labels={{ previous: 'Précédent', next: 'Suivant', pagination: 'Pages voisines' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pages voisines' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suivant Rating' })).toHaveAttribute(
      'data-router',
      'yes',
    );
    expect(screen.getByRole('link', { name: 'Précédent Installation' })).toBeInTheDocument();
  });
});
