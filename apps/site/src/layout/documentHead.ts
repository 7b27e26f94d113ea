/**
 * The page-specific tags of the document head, as data: the prerender writes them into each
 * page's HTML (scripts/pageHtml.mjs) and useDocumentHead keeps them in step on client navigation.
 * documentHead.test.ts checks both give the same tags for the same page.
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
}

/** One tag of the head: `<tag keyAttribute="key" attribute="value">`. */
export interface HeadEntry {
  tag: 'meta' | 'link';
  keyAttribute: 'name' | 'property' | 'rel';
  key: string;
  attribute: 'content' | 'href';
  value: string;
}

/** Every tag that changes from page to page, except `<title>`. */
export function documentHeadEntries(values: DocumentHeadValues): HeadEntry[] {
  const title = formatTitle(values.title);
  const meta = (keyAttribute: 'name' | 'property', key: string, value: string): HeadEntry => ({
    tag: 'meta',
    keyAttribute,
    key,
    attribute: 'content',
    value,
  });
  const description =
    values.description === undefined
      ? []
      : [
          meta('name', 'description', values.description),
          meta('property', 'og:description', values.description),
        ];
  return [
    ...description,
    {
      tag: 'link',
      keyAttribute: 'rel',
      key: 'canonical',
      attribute: 'href',
      value: values.canonicalUrl,
    },
    meta('property', 'og:title', title),
    meta('property', 'og:url', values.canonicalUrl),
    meta('name', 'docshell:productId', values.productId),
    meta('name', 'docshell:productCategoryId', values.productCategoryId),
  ];
}

/** The CSS selector that finds an entry's element. */
export function headEntrySelector(entry: HeadEntry): string {
  return `${entry.tag}[${entry.keyAttribute}="${entry.key}"]`;
}
