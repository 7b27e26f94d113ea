// Limits and names shared by the source readers, the index and the tools, and quoted in their
// error messages.

/** The name the server gives itself, and the prefix of every message it writes. */
export const SERVER_NAME = 'docs-mcp';

/** The site's root index (llmstxt.org). */
export const ROOT_LLMS_TXT = '/llms.txt';

/** No file larger than this is read: a Markdown page is tens of kB; 4 MB is far past any. */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** A page path or URL given to a tool is at most this long. */
export const MAX_PATH_CHARS = 2048;

/** A search query is at most this long; longer ones get a tool error. */
export const MAX_QUERY_CHARS = 500;

/** A component or product name is at most this long. */
export const MAX_NAME_CHARS = 200;

/** At most this many words of a query are searched (the rest are ignored). */
export const MAX_QUERY_TERMS = 24;

/** A query word is cut to this length: no word of a docs page is longer. */
export const MAX_TERM_CHARS = 64;

/** Words this long or shorter are also matched with typos (longer ones cost too much to). */
export const MAX_FUZZY_TERM_CHARS = 32;

/** search_docs answers this many pages unless asked for fewer or more (at most MAX_RESULTS). */
export const DEFAULT_RESULTS = 5;
export const MAX_RESULTS = 20;

/** A page of the site's first-listed product weighs this much more in search (see searchIndex). */
export const PRODUCT_ORDER_BOOST = 1.1;

/**
 * A page whose whole title is among the query's words weighs this much more in search: "contained
 * button variant" names the Button page, not Button group's, which says "contained" more often.
 */
export const WHOLE_TITLE_BOOST = 1.5;

/** A search result's snippet is about this many characters. */
export const SNIPPET_CHARS = 240;

/** The search index holds at most this many pages (all products together). */
export const MAX_INDEXED_PAGES = 5000;

/** Pages fetched or read at once while the search index is built. */
export const INDEX_CONCURRENCY = 8;

/** A URL source gives up on a request after this long. */
export const FETCH_TIMEOUT_MS = 15_000;

/** A URL source follows at most this many redirects, each within its own origin. */
export const MAX_REDIRECTS = 5;
