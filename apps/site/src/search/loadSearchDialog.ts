import type { ComponentType } from 'react';
import type { SearchDialogProps } from './SearchDialog';

export type SearchDialogComponent = ComponentType<SearchDialogProps>;

let loading: Promise<SearchDialogComponent> | null = null;

/**
 * The dialog's code, fetched the first time the reader shows intent (hovers or focuses the
 * button, holds Ctrl or ⌘, opens search) so it costs nothing on a page load. A failed fetch is
 * retried on the next call.
 */
export function loadSearchDialog(): Promise<SearchDialogComponent> {
  loading ??= import('./SearchDialog').then(
    (module) => module.SearchDialog,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
