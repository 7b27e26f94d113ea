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

/**
 * One tag: the selector that finds it, the attribute that holds its value, the value, and, for a
 * tag that some pages have and others lack (the Markdown link; the 404 page has none), the
 * attributes it is created with. See `applyHeadTag`.
 */
export type HeadTag = [
  selector: string,
  attribute: 'content' | 'href',
  value: string | undefined,
  createWith?: Readonly<Record<string, string>>,
];

/** Every tag that changes from page to page, except `<title>`. */
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
    [
      'link[rel="alternate"][type="text/markdown"]',
      'href',
      values.markdownPath,
      { rel: 'alternate', type: 'text/markdown' },
    ],
  ];
}

/**
 * Brings one tag of `head` in step with a page. A tag with a value gets it. Without a value, a tag
 * that pages may lack (`createWith`) is removed and any other is left as it is. A missing tag is
 * created only when `createWith` says how; the others are in every prerendered head (the dev
 * server's head has none of them, and only its title changes).
 */
export function applyHeadTag(
  head: HTMLHeadElement,
  [selector, attribute, value, createWith]: HeadTag,
) {
  let tag = head.querySelector(selector);
  if (value === undefined) {
    if (createWith) tag?.remove();
    return;
  }
  if (!tag && createWith) {
    // The selector starts with the tag's name: `link[rel=…]` → `<link>`.
    tag = head.ownerDocument.createElement(/^[a-z]+/.exec(selector)![0]);
    for (const [name, attributeValue] of Object.entries(createWith))
      tag.setAttribute(name, attributeValue);
    head.append(tag);
  }
  tag?.setAttribute(attribute, value);
}
