import { findActivePage, pageToTitle } from '@docshell/docs-nav';
import { useLocation, type MetaFunction } from 'react-router';
import { DocsLayout } from '../../../shared/DocsLayout';
import { findDocsRoute } from '../docsRoutes';
import { pages } from '../../../shared/pages';

/** The table's path of the page at this address, or null under a prefix that is no language. */
function pagePath(pathname: string) {
  return findDocsRoute(pathname)?.route.path ?? null;
}

export const meta: MetaFunction = ({ location }) => {
  const path = pagePath(location.pathname);
  const active = path === null ? null : findActivePage(pages, path);
  return [{ title: active ? `${pageToTitle(active.page)} - Acme UI` : 'Acme UI' }];
};

/**
 * Every page of the table: the layout at the page's path, so a navigation between pages updates
 * the mounted layout in place (the side nav keeps the sections the reader opened).
 */
export default function DocsPageRoute() {
  const { pathname } = useLocation();
  return <DocsLayout pathname={pagePath(pathname) ?? pathname} />;
}
