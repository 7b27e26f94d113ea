import type { ApiDoc, ApiProp } from '../../build/apiDoc';
import { plainDescription } from './apiPageText';

// Every prop of a generated API page is a search result of its own ("Button › disableElevation"),
// opening the page at the prop's row. Pagefind makes sub-results only from headings, and a props
// table has none, so the prerender adds one custom record per prop to the index beside the page
// (scripts/searchIndex.mjs): its URL is the row's anchor, its title and product filter are set
// here, its text is the prop's name and description.

/** Between the component and the prop in a prop's result title. */
const PROP_TITLE_SEPARATOR = ' › ';

/** The id of a prop's row on its API page (src/api/ApiPage.tsx). */
export function propRowId(prop: string): string {
  return `prop-${prop}`;
}

export function propResultTitle(component: string, prop: string): string {
  return `${component}${PROP_TITLE_SEPARATOR}${prop}`;
}

/** What Pagefind's `addCustomRecord` takes, less the language the index sets. */
export interface PropSearchRecord {
  url: string;
  content: string;
  meta: { title: string };
  filters: Record<string, string[]>;
}

/** Description text without Markdown: link targets and code marks go. */
function plain(text: string): string {
  return plainDescription(text).replace(/`/g, '').trim();
}

/** The words a prop is found by: its name, then its description (and deprecation) as plain text. */
function propText(prop: ApiProp): string {
  const deprecated = prop.deprecated ? ` Deprecated: ${plain(prop.deprecated)}` : '';
  return `${prop.name}. ${plain(prop.description)}${deprecated}`.trim();
}

/**
 * One search record per prop of `doc`, whose API page is at `pathname` and belongs to the product
 * named `product` (the value of the page's own product filter, so filtering by product keeps its
 * props).
 */
export function propSearchRecords(
  doc: ApiDoc,
  { pathname, product, filter }: { pathname: string; product: string; filter: string },
): PropSearchRecord[] {
  return doc.props.map((prop) => ({
    url: `${pathname}#${propRowId(prop.name)}`,
    content: propText(prop),
    meta: { title: propResultTitle(doc.component, prop.name) },
    filters: { [filter]: [product] },
  }));
}
