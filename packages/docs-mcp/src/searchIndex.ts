// The offline search: a MiniSearch index of every page the site's llms.txt files list, built from
// the pages' Markdown (title, headings, the llms.txt description and the text, code included),
// and a snippet of the passage that matches best.
import MiniSearch from 'minisearch';
import {
  MAX_FUZZY_TERM_CHARS,
  PRODUCT_ORDER_BOOST,
  MAX_QUERY_TERMS,
  MAX_TERM_CHARS,
  SNIPPET_CHARS,
  WHOLE_TITLE_BOOST,
} from './constants.js';

export interface IndexedPage {
  /** The site path of the page's Markdown copy (the document id). */
  path: string;
  title: string;
  description: string;
  product: string | null;
  /** The page's Markdown; empty when it could not be read (title and description still count). */
  markdown: string;
}

export interface SearchHit {
  path: string;
  title: string;
  product: string | null;
  score: number;
  snippet: string;
}

interface IndexedFields {
  id: string;
  title: string;
  headings: string;
  description: string;
  text: string;
  product: string;
}

export type SearchIndex = MiniSearch<IndexedFields> & {
  pages: Map<string, IndexedPage>;
  /** Each product's weight (see productWeights); a page weighs its product's. */
  productWeights: Map<string, number>;
};

const SPACE_OR_PUNCTUATION = /[\s\p{Z}\p{P}\p{S}\p{Cc}\p{Cf}]+/u;

/** The words of a query: lower-case, no control characters, at most MAX_QUERY_TERMS of them. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(SPACE_OR_PUNCTUATION)
    .filter(Boolean)
    .slice(0, MAX_QUERY_TERMS)
    .map((term) => term.slice(0, MAX_TERM_CHARS));
}

const FENCE = /^(```|~~~)/;

/** Headings, prose paragraphs and code lines of a Markdown page. */
function markdownParts(markdown: string) {
  const headings: string[] = [];
  const paragraphs: string[] = [];
  const code: string[] = [];
  let current: string[] = [];
  let inCode = false;
  const flush = () => {
    if (current.length) paragraphs.push(current.join(' '));
    current = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    if (FENCE.test(line.trim())) {
      inCode = !inCode;
      flush();
      continue;
    }
    if (inCode) {
      code.push(line);
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      headings.push(heading[1]!);
    } else if (line.trim() === '' || /^\|\s*-/.test(line)) {
      flush();
    } else {
      current.push(line.trim());
    }
  }
  flush();
  return { headings, paragraphs, code };
}

/** Markdown inline syntax removed: links keep their text, code its content. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[((?:\\.|[^\]\\])*)\]\([^)]*\)/g, '$1')
    .replace(/\\([\\`*_[\]()|#+\-.!>{}])/g, '$1')
    .replace(/[`*_]+/g, '')
    .replace(/^>\s?/, '')
    .replace(/\s*\|\s*/g, ' | ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The passage of `markdown` that holds the most query words, cut to about SNIPPET_CHARS. */
export function makeSnippet(markdown: string, terms: string[], fallback = ''): string {
  const { paragraphs } = markdownParts(markdown);
  // The H1 and the `>` line naming the version and the HTML page are the same on every page.
  const candidates = paragraphs.filter((paragraph) => !paragraph.startsWith('>')).map(plainText);
  // The passage with the most query words; between equals, prose before a table row.
  let best = '';
  let bestScore = 0;
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    const hits = terms.filter((term) => lower.includes(term)).length;
    const score = hits * 2 - (candidate.startsWith('|') ? 1 : 0);
    if (hits > 0 && score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  const text = best || plainText(fallback) || candidates[0] || '';
  if (text.length <= SNIPPET_CHARS) return text;
  const lower = text.toLowerCase();
  const firstHit = Math.min(
    ...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0),
    text.length,
  );
  let start = firstHit === text.length ? 0 : Math.max(0, firstHit - SNIPPET_CHARS / 3);
  if (start > 0) start = text.lastIndexOf(' ', start) + 1;
  const end = Math.min(text.length, start + SNIPPET_CHARS);
  const cut = text.slice(start, end).replace(/\s+\S*$/, end < text.length ? '' : '$&');
  return `${start > 0 ? '…' : ''}${cut.trim()}${end < text.length ? '…' : ''}`;
}

/**
 * How much more a page of each product weighs: the site lists its products in the order it puts
 * them (its main one first), so between near-equal pages of two products (Material UI's Button
 * and Joy UI's) the first-listed product's wins. The first gets PRODUCT_ORDER_BOOST, the last
 * and the site's own pages 1.
 */
function productWeights(productOrder: readonly string[]): Map<string, number> {
  const last = Math.max(productOrder.length - 1, 1);
  return new Map(
    productOrder.map((product, at) => [
      product,
      1 + (PRODUCT_ORDER_BOOST - 1) * ((last - at) / last),
    ]),
  );
}

/** A page's weight for its product: 1 for the site's own pages and unlisted products. */
function pageWeight(index: SearchIndex, path: string): number {
  return index.productWeights.get(index.pages.get(path)?.product ?? '') ?? 1;
}

/**
 * Builds the index of `pages` (the index keeps them for snippets); `productOrder` is the order
 * the site lists its products in.
 */
export function buildSearchIndex(
  pages: IndexedPage[],
  productOrder: readonly string[] = [],
): SearchIndex {
  const index = new MiniSearch<IndexedFields>({
    fields: ['title', 'headings', 'description', 'text'],
    storeFields: [],
    tokenize: (text) => text.split(SPACE_OR_PUNCTUATION),
    searchOptions: {
      boost: { title: 4, headings: 2, description: 1.5, text: 1 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 && term.length <= MAX_FUZZY_TERM_CHARS ? 0.2 : false),
      maxFuzzy: 2,
      boostDocument: (id: string) => pageWeight(index, id),
    },
  }) as SearchIndex;
  index.pages = new Map();
  index.productWeights = productWeights(productOrder);
  for (const page of pages) {
    if (index.pages.has(page.path)) continue;
    const { headings, paragraphs, code } = markdownParts(page.markdown);
    index.pages.set(page.path, page);
    index.add({
      id: page.path,
      title: page.title,
      headings: headings.slice(1).join('\n'),
      description: page.description,
      text: [...paragraphs, ...code].join('\n'),
      product: page.product ?? '',
    });
  }
  return index;
}

/** The best pages for `query`, optionally within one product. */
export function searchPages(
  index: SearchIndex,
  query: string,
  options: { product?: string | null; limit: number },
): SearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const product = options.product;
  // A page whose whole title is among the query's words is the page the query names. The check
  // runs once per page; MiniSearch calls the boost once per matching term.
  const words = new Set(terms);
  const namesWholeTitle = new Map<string, boolean>();
  const titleBoost = (id: string) => {
    if (!namesWholeTitle.has(id)) {
      const titleWords = queryTerms(index.pages.get(id)?.title ?? '');
      namesWholeTitle.set(id, titleWords.length > 0 && titleWords.every((w) => words.has(w)));
    }
    return namesWholeTitle.get(id) ? WHOLE_TITLE_BOOST : 1;
  };
  const results = index.search(terms.join(' '), {
    filter:
      product === undefined
        ? undefined
        : (result) => index.pages.get(result.id)?.product === product,
    boostDocument: (id: string) => pageWeight(index, id) * titleBoost(id),
  });
  return results.slice(0, options.limit).map((result) => {
    const page = index.pages.get(result.id)!;
    return {
      path: page.path,
      title: page.title,
      product: page.product,
      score: Math.round(result.score * 100) / 100,
      snippet: makeSnippet(page.markdown, terms, page.description),
    };
  });
}
