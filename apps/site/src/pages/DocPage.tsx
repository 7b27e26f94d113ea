import { use } from 'react';
import { loadedPage, loadPage } from '../content';
import { mdxComponents } from '../mdx/mdxComponents';
import { useDocumentHead } from '../shell/useDocumentHead';

/** Renders one page. Suspends on first visit; a preloaded page (prerender, hydration) does not. */
export function DocPage({ pathname }: { pathname: string }) {
  const page = loadedPage(pathname) ?? use(loadPage(pathname));
  useDocumentHead(page.frontmatter);
  const Content = page.default;
  return (
    <article className="markdown-body">
      <Content components={mdxComponents} />
    </article>
  );
}
