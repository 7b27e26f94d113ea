import type { NavLinkProps } from '@docshell/docs-nav';
import { Link } from 'react-router-dom';
import { preloadRoute } from './routeLoading';

export type RouterLinkProps = Omit<NavLinkProps, 'href' | 'to'> & {
  /** The target; docs-nav passes it as both `href` and `to`, MUI's `component` prop as `to`. */
  href?: string;
  to?: string;
};

/**
 * Every internal link of the site: react-router's `Link` (a real `<a href>`, followed client-side
 * on a plain click, so it works before the app has loaded and opens in a new tab as usual), with
 * the target page loaded as soon as the reader points at, focuses or touches the link. A download
 * link is left to the browser.
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
      // Route discovery is a framework-mode feature: without this every link carries an attribute.
      discover="none"
      reloadDocument={props.download !== undefined}
      onPointerEnter={preloading(onPointerEnter)}
      onFocus={preloading(onFocus)}
      onTouchStart={preloading(onTouchStart)}
      {...props}
    />
  );
}
