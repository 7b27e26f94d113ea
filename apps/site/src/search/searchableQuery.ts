import { MIN_PRELOAD_WORD_LENGTH, MIN_QUERY_LENGTH, MIN_TYPED_WORD_LENGTH } from './searchConfig';

export interface SearchableQuery {
  /** Searched as the reader types ('' for nothing). */
  now: string;
  /** Searched once the reader pauses, when it differs from `now` ('' for nothing). */
  settled: string;
}

/**
 * What of the reader's input is worth a search, and when. Pagefind matches the last word as a
 * prefix and fetches every index chunk holding a word that starts with it: for a short prefix
 * such as "th" or "the" that is a large share of the index (on a 1,000-page site, over 100 kB for
 * one keystroke). So while typing:
 * - a single letter is never searched;
 * - a last word shorter than MIN_TYPED_WORD_LENGTH is left out ("focus r" searches "focus" and
 *   keeps its results; "th" alone searches nothing yet), and searched as typed only once the
 *   reader pauses, so a finished query such as "sx" or "use sx" still finds what it says.
 */
export function searchableQuery(raw: string): SearchableQuery {
  const words = raw.trim().split(/\s+/).filter(Boolean);
  const full = words.join(' ');
  const settled = full.length < MIN_QUERY_LENGTH ? '' : full;
  const last = words[words.length - 1] ?? '';
  if (last.length < MIN_TYPED_WORD_LENGTH) {
    const now = words.slice(0, -1).join(' ');
    return { now: now.length < MIN_QUERY_LENGTH ? '' : now, settled };
  }
  return { now: settled, settled };
}

/** Whether to fetch the query's index chunks ahead of the search (during a typing burst). */
export function worthPreloading(query: string): boolean {
  const last = query.split(' ').pop() ?? '';
  return last.length >= MIN_PRELOAD_WORD_LENGTH;
}
