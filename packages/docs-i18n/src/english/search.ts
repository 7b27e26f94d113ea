import type { TranslationDictionary } from '../translate.js';

/** The search button and dialog. */
export const search = {
  search: {
    button: 'Search…',
    buttonLabel: 'Search the documentation',
    shortcutMac: '⌘K',
    shortcutOther: 'Ctrl+K',
    dialogLabel: 'Search the documentation',
    placeholder: 'Search the docs',
    clear: 'Clear the query',
    close: 'Close search',
    loading: 'Loading the search index…',
    loadFailed: 'Search could not load. Check your connection and try again.',
    results: 'Results',
    noResults: 'No results for “{{query}}”.',
    noResultsHint: 'Check the spelling or try a shorter word.',
    searchAllProducts: 'Search all products',
    searchThisProduct: 'Search {{product}} only',
    recent: 'Recent',
    removeRecent: 'Remove from recent searches',
    clearRecent: 'Clear recent searches',
    hintSelect: 'to select',
    hintNavigate: 'to move',
    hintClose: 'to close',
  },
} satisfies TranslationDictionary;
