import type { NavLinkProps } from '@docshell/docs-nav';
import type { MouseEvent } from 'react';
import { preloadRoute } from '../routeLoading';
import { isPlainClick } from './browserHistory';
import { useSiteLocation } from './LocationProvider';

export type RouterLinkProps = Omit<NavLinkProps, 'href' | 'to'> & {
  /** The target; docs-nav passes it as both `href` and `to`, MUI's `component` prop as `to`. */
  href?: string;
  to?: string;
};

/**
 * Every internal link of the site: a real `<a href>` (it works before the app has loaded, and
 * opens in a new tab as usual), followed client-side on a plain click, with the target page
 * loaded as soon as the reader points at, focuses or touches the link.
 */
export function RouterLink({
  href,
  to,
  onClick,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: RouterLinkProps) {
  const { navigate } = useSiteLocation();
  const target = href ?? to ?? '/';
  // Each signal preloads, then runs the caller's own handler for it.
  const preloading =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      preloadRoute(target);
      handler?.(event);
    };
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (props.download !== undefined || !isPlainClick(event, props.target)) return;
    event.preventDefault();
    navigate(target);
  };
  return (
    <a
      href={target}
      onClick={follow}
      onPointerEnter={preloading(onPointerEnter)}
      onFocus={preloading(onFocus)}
      onTouchStart={preloading(onTouchStart)}
      {...props}
    />
  );
}
