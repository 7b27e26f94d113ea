import { pathnameToLanguage } from '@docshell/docs-i18n';
import { getProductInfo } from '@docshell/docs-nav';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PRODUCTION_ORIGIN } from '../siteConfig';
import { documentHeadEntries, formatTitle, headEntrySelector } from './documentHead';

export interface DocumentHead {
  title: string;
  description?: string;
}

/**
 * Keeps the title, description, canonical link, Open Graph and product meta tags in step with
 * client-side navigation (the prerendered HTML has them for the first page). An effect, not
 * rendered tags: the head is outside React's root, so hydration never sees it.
 */
export function useDocumentHead({ title, description }: DocumentHead): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { canonicalPathname } = pathnameToLanguage(pathname);
    const { productId, productCategoryId } = getProductInfo(pathname);
    document.title = formatTitle(title);
    const entries = documentHeadEntries({
      title,
      description,
      canonicalUrl: `${PRODUCTION_ORIGIN}${canonicalPathname}`,
      productId,
      productCategoryId,
    });
    for (const entry of entries) {
      let element = document.head.querySelector(headEntrySelector(entry));
      if (!element) {
        // The dev server's page has no prerendered head.
        element = document.createElement(entry.tag);
        element.setAttribute(entry.keyAttribute, entry.key);
        document.head.append(element);
      }
      element.setAttribute(entry.attribute, entry.value);
    }
  }, [pathname, title, description]);
}
