import { useLocation, type MetaFunction } from 'react-router';
import { DocsLayout } from '../../../shared/DocsLayout';

export const meta: MetaFunction = () => [{ title: 'Acme UI' }];

/** An address without a page: the layout, titled "Page not found". */
export default function NotFoundRoute() {
  const { pathname } = useLocation();
  return <DocsLayout pathname={pathname} />;
}
