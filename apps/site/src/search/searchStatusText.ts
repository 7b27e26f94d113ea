import type { SearchState } from './searchSession';

/** What the status line says, as keys for the translation table or English text of the site. */
export type SearchStatusMessage =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; devServer: boolean }
  | { kind: 'results'; text: string }
  | { kind: 'empty'; query: string; elsewhere: string | null };

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The status for the dialog's live region. Results for an older query than the input's keep
 * their status until the new answer arrives, so the line does not flicker while typing.
 */
export function searchStatusMessage(
  state: SearchState,
  input: string,
  filteredTo: string | null,
  devServer: boolean,
): SearchStatusMessage {
  if (state.index === 'failed') return { kind: 'failed', devServer };
  if (!input.trim()) return { kind: 'none' };
  if (state.index === 'loading') return { kind: 'loading' };
  if (!state.query) return { kind: 'none' };
  if (state.total === 0) {
    const more = filteredTo ? state.unfilteredTotal - state.total : 0;
    return {
      kind: 'empty',
      query: state.query,
      elsewhere:
        more > 0 ? `${plural(more, 'page matches', 'pages match')} in other products.` : null,
    };
  }
  const scope = filteredTo ? ` in ${filteredTo}` : '';
  const shown = state.hits.length < state.total ? `, showing the first ${state.hits.length}` : '';
  return { kind: 'results', text: `${plural(state.total, 'page', 'pages')}${scope}${shown}` };
}
