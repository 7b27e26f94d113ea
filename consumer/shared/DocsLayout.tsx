import { Ad } from '@docshell/docs-ads';
import { usePageView } from '@docshell/docs-analytics';
import { useCodeCopy } from '@docshell/docs-copy';
import { useRenderedLanguage, useTranslate } from '@docshell/docs-i18n';
import {
  SideNav,
  findActivePage,
  pageToTitleI18n,
  type DocsPage,
  type NavLinkProps,
} from '@docshell/docs-nav';
import { useCallback, useRef } from 'react';
import { Link } from 'react-router';
import { CodeBlock } from './CodeBlock';
import { content } from './content';
import { pages } from './pages';
import { SiteHeader } from './SiteHeader';

/**
 * The side nav's links as router links: a click changes the page without loading a new document.
 * The nav passes the target as both `href` and `to`; Link builds its href from `to`.
 */
function RouterLink({ href: _href, ...props }: NavLinkProps) {
  return <Link {...props} />;
}

/**
 * One docs page: the side nav from the page tree, the article with its code block and the ad.
 * `pathname` is the table's path, or for the not-found page the address itself. Shared by the
 * Vite app and the React Router app (react-router-dom re-exports react-router's `Link`).
 */
export function DocsLayout({ pathname }: { pathname: string }) {
  const t = useTranslate();
  const language = useRenderedLanguage();
  const getTitle = useCallback((page: DocsPage) => pageToTitleI18n(page, t), [t]);
  const active = findActivePage(pages, pathname);
  const title = active ? getTitle(active.page) : t('site.notFound');
  const page = content[pathname];

  usePageView({ location: pathname, title: title ?? '' });
  const articleRef = useRef<HTMLElement>(null);
  useCodeCopy(articleRef, [pathname]);

  return (
    <div style={{ display: 'flex', gap: 32, padding: 16 }}>
      <SideNav pages={pages} activePath={pathname} getTitle={getTitle} LinkComponent={RouterLink} />
      <main lang={language} style={{ flex: 1, maxWidth: 720 }}>
        <SiteHeader />
        <article ref={articleRef}>
          <h1>{title}</h1>
          {page ? (
            <>
              <p>{page.intro}</p>
              <CodeBlock code={page.code} label={page.codeLabel} />
            </>
          ) : null}
          <Ad />
        </article>
      </main>
    </div>
  );
}
