import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { loadPage } from './routing/pageContent';
import { createEmotionCache } from './hydration/emotionCache';
import { composedStyleIds, prerenderedStyleTags } from './hydration/prerenderedStyles';
import { HOME_HEAD, NOT_FOUND_HEAD } from './pages/siteHeads';
import { loadAllProducts } from './products';
import { resolveRoute } from './routing/resolveRoute';
import { demoPageComponent, docPageComponent, homePageComponent } from './routing/pageComponents';
import { demoBySlug, demoPathOf } from './demos/demoPath';
import { demoPageHead } from './demos/demoPageHead';
import { demoTranslations, translate, type TranslateFunction } from '@docshell/docs-i18n';
import { StaticRouter } from 'react-router-dom';
import { trackingComponent } from './layout/trackingComponent';

// The prerender renders every route: every product's tree and page list, and the code that the
// browser loads after hydrating the shell (src/routing/AppRoutes.tsx), loaded once, up front.
await Promise.all([
  loadAllProducts(),
  docPageComponent.load(),
  homePageComponent.load(),
  demoPageComponent.load(),
  trackingComponent.load(),
]);

export { allPagePaths } from './routing/routes';

export interface RenderResult {
  html: string;
  styles: string;
  title: string;
  description: string;
  status: 200 | 404;
  /** A demo's full-screen page (no Markdown copy, not searched). */
  isDemo: boolean;
  /** A page's demos' full-screen paths, to prerender next to it. */
  demoPaths: string[];
}

const demoText = { en: demoTranslations };

/** Renders one route to HTML with its critical emotion styles, for the prerender script. */
export async function render(url: string): Promise<RenderResult> {
  const route = resolveRoute(url);
  let { title, description } = NOT_FOUND_HEAD;
  let found = route.kind !== 'not-found';
  let demoPaths: string[] = [];
  if (route.kind === 'page') {
    const page = await loadPage(route.pathname);
    ({ title, description } = page.frontmatter);
    demoPaths = Object.keys(page.demos ?? {}).map((name) => demoPathOf(url, name));
  } else if (route.kind === 'demo') {
    const page = await loadPage(route.pathname);
    const demo = demoBySlug(page.demos, route.slug);
    found = demo !== undefined;
    const t: TranslateFunction = (key, options) => translate(demoText, 'en', key, options);
    ({ title, description } = demoPageHead(t, page, demo?.name));
  } else if (route.kind === 'home') {
    ({ title, description } = HOME_HEAD);
  }
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticRouter location={url}>
          <App initialPathname={url} />
        </StaticRouter>
      </CacheProvider>
    </StrictMode>,
  );
  const chunks = extractCriticalToChunks(html).styles;
  const styles = prerenderedStyleTags(cache.key, chunks, composedStyleIds(cache, chunks));
  const status = found ? 200 : 404;
  return { html, styles, title, description, status, isDemo: route.kind === 'demo', demoPaths };
}

export { getProductInfo as productMetaFor } from '@docshell/docs-nav';
export { mdxSourceFor } from './products';
export { apiPropSearchRecords } from './api/apiSearchIndex';
export { agentHintText, visuallyHiddenStyle } from './markdown/agentHint';
export { markdownPathOf } from './markdown/markdownPath';
export { createSiteMarkdown } from './markdown/siteMarkdown';
export { PRODUCTION_ORIGIN } from './siteConfig';
export { consentPromptScript } from './analytics';
export { apiPageSourceFor } from './api/apiComponents';
