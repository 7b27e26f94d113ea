import { pathnameToLanguage } from '@docshell/docs-i18n';
import { getProductInfo } from '@docshell/docs-nav';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { markdownPathOf } from '../markdown/markdownPath';
import { PRODUCTION_ORIGIN } from '../siteConfig';
import { applyHeadTag, documentHeadTags, formatTitle } from './documentHead';

export interface DocumentHead {
  title: string;
  description?: string;
  /** False for a page the build writes no Markdown copy of (the 404 page). */
  hasMarkdown?: boolean;
}

/**
 * Keeps the title, description, canonical link, Open Graph and product meta tags in step with
 * client-side navigation (the prerendered HTML has them for the first page). An effect, not
 * rendered tags: the head is outside React's root, so hydration never sees it.
 */
export function useDocumentHead({ title, description, hasMarkdown = true }: DocumentHead): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { canonicalPathname } = pathnameToLanguage(pathname);
    const { productId, productCategoryId } = getProductInfo(pathname);
    const markdownPath = hasMarkdown ? markdownPathOf(canonicalPathname) : undefined;
    document.title = formatTitle(title);
    const tags = documentHeadTags({
      title,
      description,
      canonicalUrl: `${PRODUCTION_ORIGIN}${canonicalPathname}`,
      productId,
      productCategoryId,
      markdownPath,
    });
    for (const tag of tags) applyHeadTag(document.head, tag);
  }, [pathname, title, description, hasMarkdown]);
}
