import { isRedirectRoute } from '@docshell/docs-nav';
import { Navigate, useLocation } from 'react-router';
import { DocsLayout } from '../../../shared/DocsLayout';
import { findDocsRoute } from '../docsRoutes';

/**
 * An old address of the table (`/api/button`): replaced by its target, with the reader's query and
 * hash, and the language prefix if it had one.
 */
export default function DocsRedirectRoute() {
  const { pathname, search, hash } = useLocation();
  const found = findDocsRoute(pathname);
  if (!found || !isRedirectRoute(found.route)) return <DocsLayout pathname={pathname} />;
  const prefix = found.languagePrefix ? `/${found.languagePrefix}` : '';
  return (
    <Navigate
      replace
      to={{ pathname: `${prefix}${found.route.handle.redirectTo}`, search, hash }}
    />
  );
}
