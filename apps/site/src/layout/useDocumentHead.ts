import { pathnameToLanguage } from '@docshell/docs-i18n';
import { getProductInfo } from '@docshell/docs-nav';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PRODUCTION_ORIGIN } from '../siteConfig';
import { documentHeadTags, formatTitle } from './documentHead';

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
    const tags = documentHeadTags({
      title,
      description,
      canonicalUrl: `${PRODUCTION_ORIGIN}${canonicalPathname}`,
      productId,
      productCategoryId,
    });
    // The prerendered head has every tag (the dev server's has none: only its title changes).
    for (const [selector, attribute, value] of tags) {
      if (value !== undefined)
        document.head.querySelector(selector)?.setAttribute(attribute, value);
    }
  }, [pathname, title, description]);
}
