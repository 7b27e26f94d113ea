'use client';

import { Ad } from '@docshell/docs-ads';
import { usePageView } from '@docshell/docs-analytics';
import { useCodeCopy } from '@docshell/docs-copy';
import { useTranslate } from '@docshell/docs-i18n';
import { findActivePage, pageToTitleI18n } from '@docshell/docs-nav';
import { useRef, type ReactNode } from 'react';
import { pages } from '../../shared/pages';

/**
 * The article of one page: its title in the reader's language, the body the server rendered, and
 * the ad. Sends the page view and wires the copy button and Ctrl/⌘+C of the code blocks.
 */
export function DocsArticle({ pathname, children }: { pathname: string; children: ReactNode }) {
  const t = useTranslate();
  const active = findActivePage(pages, pathname);
  const title = active ? pageToTitleI18n(active.page, t) : t('site.notFound');

  usePageView({ location: pathname, title: title ?? '' });
  const articleRef = useRef<HTMLElement>(null);
  useCodeCopy(articleRef, [pathname]);

  return (
    <article ref={articleRef}>
      <h1>{title}</h1>
      {children}
      <Ad />
    </article>
  );
}
