import { MIN_QUERY_LENGTH, MIN_TYPED_WORD_LENGTH } from './searchConfig';

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
 * - short words (under MIN_TYPED_WORD_LENGTH) at the end are left out ("focus r" searches "focus"
 *   and keeps its results; "th" or "use s" search nothing yet), and the input is searched as
 *   typed once the reader pauses, so a finished query such as "sx" or "use sx" still finds what
 *   it says. What is searched at once therefore always ends in a word of four letters or more.
 */
export function searchableQuery(raw: string): SearchableQuery {
  const words = raw.trim().split(/\s+/).filter(Boolean);
  const full = words.join(' ');
  const settled = full.length < MIN_QUERY_LENGTH ? '' : full;
  // Short words at the end wait; "use s" searches nothing yet rather than the prefix "use".
  let end = words.length;
  while (end > 0 && words[end - 1]!.length < MIN_TYPED_WORD_LENGTH) end -= 1;
  return { now: words.slice(0, end).join(' '), settled };
}
