/** Where the build writes Pagefind's bundle (scripts/searchIndex.mjs) and the browser loads it. */
export const PAGEFIND_BASE_PATH = '/pagefind/';
export const PAGEFIND_SCRIPT_URL = `${PAGEFIND_BASE_PATH}pagefind.js`;

/** The Pagefind filter every page carries: the name of its product tree. */
export const PRODUCT_FILTER = 'product';

/** The attribute DocPage puts on its article: which page the rendered content belongs to. */
export const PAGE_PATH_ATTRIBUTE = 'data-page-path';

/**
 * Keys closer together than this are a burst (a held key, a fast typist): only the last one is
 * searched, after this pause. A key after a longer gap searches at once, keeping the time to the
 * first result inside the 50 ms budget.
 */
export const SEARCH_DEBOUNCE_MS = 30;

/** Shorter queries are never searched: see searchableQuery. */
export const MIN_QUERY_LENGTH = 2;

/**
 * A word being typed is searched from this length on; a shorter last word (the only one, or after
 * others) is searched once the reader pauses. Prefixes such as "th" or "the" match so many words
 * that their index chunks alone can pass 100 kB on a large site.
 */
export const MIN_TYPED_WORD_LENGTH = 4;

/** How long the reader pauses before a query with a short last word is searched as typed. */
export const SETTLE_MS = 300;

/** Results whose text is fetched and shown; Pagefind fetches one fragment per shown result. */
export const MAX_RESULTS = 8;

/**
 * The first result's text is fetched at once; the others once the input has stayed the same
 * this long, so each query a reader types through on the way costs one fragment, not eight.
 */
export const MORE_RESULTS_DELAY_MS = 150;

/** Words of context around the match in each excerpt. */
export const EXCERPT_WORDS = 24;

/** The key that opens search with Ctrl (or ⌘ on Apple platforms). */
export const SEARCH_SHORTCUT_KEY = 'k';

/** How long to wait for a result's heading to render after a client navigation. */
export const REVEAL_ANCHOR_TIMEOUT_MS = 5000;

/** Shown instead of the load error where no index exists: Vite's dev server serves no dist/. */
export const DEV_SERVER_MESSAGE = 'Search works on the built site (npm start).';
