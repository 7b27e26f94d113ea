import type { NavLinkProps } from '@docshell/docs-nav';
import { Link } from 'react-router-dom';
import { preloadRoute } from '../routeLoading';

/**
 * docs-nav's link contract on top of react-router: client-side navigation for internal paths,
 * with the target page loaded as soon as the reader points at, focuses or touches the link.
 */
export function RouterLink({
  href,
  to: _to,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: NavLinkProps) {
  return (
    <Link
      to={href}
      onPointerEnter={(event) => {
        preloadRoute(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preloadRoute(href);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        preloadRoute(href);
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}
