import Box from '@mui/material/Box';
import { useTranslate } from '@docshell/docs-i18n';
import { PrevNextLinks, TableOfContents } from '@docshell/docs-nav';
import { useCodeCopy } from '@docshell/docs-copy';
import { use, useRef } from 'react';
import { isMdxPage, loadedPage, loadPage } from '../routing/pageContent';
import { MdxArticle } from '../mdx/MdxArticle';
import { mdxComponents } from '../mdx/mdxComponents';
import { productForPath, sitePages } from '../products';
import { CopyPageButton } from '../copyPage/CopyPageButton';
import { PAGE_PATH_ATTRIBUTE, PRODUCT_FILTER } from '../search';
import { FeedbackWidget } from '../feedback/FeedbackWidget';
import { RouterLink } from '../routing/RouterLink';
import { useDocumentHead } from '../layout/useDocumentHead';
import { useNavigationScroll } from '../routing/useNavigationScroll';
import { useProgressiveRender } from '../hydration/useProgressiveRender';
import { EDIT_BRANCH, FEEDBACK_URL, REPOSITORY_URL } from '../siteConfig';

const EMPTY_PAGES: never[] = [];

/**
 * Renders one page. Suspends until the page's module has loaded (a first visit; a prerendered page
 * hydrating, whose module is fetched once the shell is interactive); a preloaded page does not.
 */
export function DocPage({ pathname }: { pathname: string }) {
  const page = loadedPage(pathname) ?? use(loadPage(pathname));
  const t = useTranslate();
  useDocumentHead(page.frontmatter);
  const articleRef = useRef<HTMLElement>(null);
  const isMdx = isMdxPage(pathname);
  // After a link click an MDX page paints its first part at once and the rest a frame later.
  const complete = useProgressiveRender(isMdx);
  // Every page module names its headings, so the table of contents is prerendered and renders
  // with the page: no update after it mounts.
  const { headings } = page;
  useCodeCopy(articleRef, [pathname, complete]);
  useNavigationScroll();
  const product = productForPath(pathname);
  // Documentation pages (a product's guides, component and API pages) offer their Markdown; the
  // site's own pages (/versions, /production-error) do not.
  const hasPageActions = product !== undefined && product !== sitePages;
  const Content = page.default;
  return (
    <Box
      sx={{
        // A grid, not a flex row: the contents column keeps its width while the page is still
        // being parsed, before the table of contents that follows it exists (no layout shift).
        display: { xs: 'block', md: 'grid' },
        gridTemplateColumns: 'minmax(0, 860px) 240px',
        columnGap: 4,
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0, maxWidth: 860 }}>
        {/* Before the article, floated beside its title; outside it, so search does not index it. */}
        {hasPageActions && <CopyPageButton pathname={pathname} />}
        {/* Pagefind indexes only this article, titled and filtered by product from these
            attributes (scripts/searchIndex.mjs); the path lets search wait for this page. */}
        <article
          ref={articleRef}
          className="markdown-body"
          data-pagefind-body=""
          data-pagefind-meta="title[data-page-title]"
          data-page-title={page.frontmatter.title}
          data-pagefind-filter={product ? `${PRODUCT_FILTER}[data-product]` : undefined}
          data-product={product?.name}
          {...{ [PAGE_PATH_ATTRIBUTE]: pathname }}
        >
          {isMdx ? (
            <MdxArticle Content={Content} complete={complete} />
          ) : (
            <Content components={mdxComponents} />
          )}
        </article>
        {/* Below the article: shown with its last part, so they do not flash in under the
            first part for a frame and then move down. */}
        {complete && (
          <>
            {isMdx && (
              <a
                href={`${REPOSITORY_URL}/edit/${EDIT_BRANCH}/apps/site/src/products${pathname}.mdx`}
                rel="noopener"
                className="site-edit-link"
              >
                {t('editPage')}
              </a>
            )}
            <FeedbackWidget pathname={pathname} endpoint={FEEDBACK_URL} />
            <PrevNextLinks
              pages={product?.pages ?? EMPTY_PAGES}
              activePath={pathname}
              LinkComponent={RouterLink}
            />
          </>
        )}
      </Box>
      <Box
        sx={{
          display: { xs: 'none', md: 'block' },
          width: 240,
          flexShrink: 0,
          position: 'sticky',
          top: 80,
        }}
      >
        {headings.length > 0 && <TableOfContents headings={headings} />}
      </Box>
    </Box>
  );
}
