import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { findActivePage, isRedirectRoute, pageToTitle } from '@docshell/docs-nav';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { docsRoutes } from './DocsRoutes';
import { pages } from '../../shared/pages';

/** The paths of the table's pages; redirects have no page of their own to prerender. */
export const routes = docsRoutes
  .filter((route) => !isRedirectRoute(route))
  .map((route) => route.path);

/** One page as HTML, the emotion styles it uses and its title, for the prerender script. */
export function render(pathname: string) {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <StaticRouter location={pathname}>
        <App />
      </StaticRouter>
    </CacheProvider>,
  );
  const active = findActivePage(pages, pathname);
  return {
    html,
    styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)),
    title: active ? pageToTitle(active.page) : null,
  };
}
