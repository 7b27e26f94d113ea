import type { AnchorHTMLAttributes } from 'react';
import { RouterLink } from '../routing/RouterLink';

/** Internal links in content navigate client-side; external ones open as usual. */
export function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <RouterLink href={href} {...rest}>
        {children}
      </RouterLink>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
