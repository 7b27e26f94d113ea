import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { findActivePage, flattenPages, pageToTitle } from '@docshell/docs-nav';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { pages } from './pages';

/** Every page of the tree that is a route (sections only group their children). */
export const routes = flattenPages(pages)
  .filter((page) => !page.children)
  .map((page) => page.pathname);

/** One page as HTML, the emotion styles it uses and its title, for the prerender script. */
export function render(pathname: string) {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <App pathname={pathname} />
    </CacheProvider>,
  );
  const active = findActivePage(pages, pathname);
  return {
    html,
    styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)),
    title: active ? pageToTitle(active.page) : null,
  };
}
