import type { DocsPage } from '@docshell/docs-nav';
import { API_COMPONENTS, apiPathname } from './apiComponents';

/** The API section of the Material UI tree, one page per documented component. */
export const apiSection: DocsPage = {
  pathname: '/material-ui/api',
  title: 'API',
  children: API_COMPONENTS.map((component) => ({
    pathname: apiPathname(component),
    title: component,
  })),
};

/** Inserts the API section after the components section (or third) of a product tree. */
export function withApiSection(pages: DocsPage[]): DocsPage[] {
  const componentsIndex = pages.findIndex((page) =>
    /component/i.test(`${page.pathname} ${page.title ?? ''}`),
  );
  const at = componentsIndex >= 0 ? componentsIndex + 1 : Math.min(2, pages.length);
  return [...pages.slice(0, at), apiSection, ...pages.slice(at)];
}
