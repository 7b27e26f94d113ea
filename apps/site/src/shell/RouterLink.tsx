import type { NavLinkProps } from '@docshell/docs-nav';
import { Link } from 'react-router-dom';
import { preloadRoute } from '../routeLoading';

export type RouterLinkProps = Omit<NavLinkProps, 'href' | 'to'> & {
  /** The target; docs-nav passes it as both `href` and `to`, MUI's `component` prop as `to`. */
  href?: string;
  to?: string;
};

/**
 * Every internal link of the site: client-side navigation through react-router, with the target
 * page loaded as soon as the reader points at, focuses or touches the link.
 */
export function RouterLink({
  href,
  to,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: RouterLinkProps) {
  const target = href ?? to ?? '/';
  // Each signal preloads, then runs the caller's own handler for it.
  const preloading =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      preloadRoute(target);
      handler?.(event);
    };
  return (
    <Link
      to={target}
      onPointerEnter={preloading(onPointerEnter)}
      onFocus={preloading(onFocus)}
      onTouchStart={preloading(onTouchStart)}
      {...props}
    />
  );
}
