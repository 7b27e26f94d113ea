import { SideNav, type DocsPage, type NavLabels } from '@docshell/docs-nav';
import { use } from 'react';
import { productForPath } from '../products';
import { routeDataAfterHydration } from '../routing/resolveRoute';
import { RouterLink } from '../routing/RouterLink';

export interface ProductSideNavProps {
  pathname: string;
  onLinkClick: (page: DocsPage) => void;
  labels: Partial<NavLabels>;
}

/**
 * The side nav of the path's tree. While a prerendered page hydrates, the tree is not loaded yet:
 * this suspends, keeping the nav's prerendered HTML (its links work as plain links) until the
 * tree, fetched once the shell is interactive, arrives (src/routing/AppRoutes.tsx).
 */
export function ProductSideNav({ pathname, onLinkClick, labels }: ProductSideNavProps) {
  let product = productForPath(pathname);
  if (!product) {
    use(routeDataAfterHydration(pathname));
    product = productForPath(pathname);
  }
  if (!product) return null;
  return (
    <SideNav
      pages={product.pages}
      activePath={pathname}
      LinkComponent={RouterLink}
      onLinkClick={onLinkClick}
      labels={labels}
    />
  );
}
