import type { NavLinkProps } from '@docshell/docs-nav';
import { Link } from 'react-router-dom';

/** docs-nav's link contract on top of react-router: client-side navigation for internal paths. */
export function RouterLink({ href, to: _to, ...props }: NavLinkProps) {
  return <Link to={href} {...props} />;
}
