/**
 * The page-specific tags of the document head, as data: the prerender writes them into each
 * page's HTML (scripts/pageHtml.mjs) and useDocumentHead keeps them in step on client navigation.
 * A unit test (scripts/pageHtml.test.mjs) checks both give the same tags for the same page.
 */
import { SITE_NAME } from '../siteConfig';

export function formatTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} - ${SITE_NAME}`;
}

export interface DocumentHeadValues {
  title: string;
  description?: string;
  /** The production URL of the page (origin and canonical path). */
  canonicalUrl: string;
  productId: string;
  productCategoryId: string;
  /** The page's Markdown copy (`/a/b.md`); none for a page without one (the 404 page). */
  markdownPath?: string;
}

/** One tag: the selector that finds it, the attribute that holds its value, the value. */
export type HeadTag = [selector: string, attribute: 'content' | 'href', value: string | undefined];

export const MARKDOWN_LINK_SELECTOR = 'link[rel="alternate"][type="text/markdown"]';

/** Every tag that changes from page to page, except `<title>`; no value: left as it is. */
export function documentHeadTags(values: DocumentHeadValues): HeadTag[] {
  const title = formatTitle(values.title);
  return [
    ['meta[name="description"]', 'content', values.description],
    ['meta[property="og:description"]', 'content', values.description],
    ['link[rel="canonical"]', 'href', values.canonicalUrl],
    ['meta[property="og:title"]', 'content', title],
    ['meta[property="og:url"]', 'content', values.canonicalUrl],
    ['meta[name="docshell:productId"]', 'content', values.productId],
    ['meta[name="docshell:productCategoryId"]', 'content', values.productCategoryId],
    [MARKDOWN_LINK_SELECTOR, 'href', values.markdownPath],
  ];
}
