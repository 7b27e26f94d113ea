import { pathnameToLanguage } from '@docshell/docs-i18n';
import { getProductInfo } from '@docshell/docs-nav';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { markdownPathOf } from '../markdown/markdownPath';
import { PRODUCTION_ORIGIN } from '../siteConfig';
import { documentHeadTags, formatTitle, MARKDOWN_LINK_SELECTOR } from './documentHead';

export interface DocumentHead {
  title: string;
  description?: string;
  /** False for a page the build writes no Markdown copy of (the 404 page). */
  hasMarkdown?: boolean;
}

/**
 * The link to the page's Markdown copy: a page's prerendered HTML has it, the 404 page's has not,
 * so on client navigation it may have to come or go.
 */
function syncMarkdownLink(href: string | undefined) {
  let link = document.head.querySelector(MARKDOWN_LINK_SELECTOR);
  if (!href) return link?.remove();
  if (!link) {
    link = Object.assign(document.createElement('link'), {
      rel: 'alternate',
      type: 'text/markdown',
    });
    document.head.prepend(link);
  }
  link.setAttribute('href', href);
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
    // The prerendered head has every tag (the dev server's has none: only its title changes).
    for (const [selector, attribute, value] of tags) {
      if (selector === MARKDOWN_LINK_SELECTOR) syncMarkdownLink(value);
      else if (value !== undefined)
        document.head.querySelector(selector)?.setAttribute(attribute, value);
    }
  }, [pathname, title, description, hasMarkdown]);
}
