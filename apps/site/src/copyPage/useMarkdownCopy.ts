import { useClipboardCopy } from '@docshell/docs-copy';
import { useCallback } from 'react';
import type * as pageMarkdownModule from './pageMarkdown';

/** The module that fetches Markdown and cuts sections: loaded on first use, not with the page. */
export type PageMarkdownModule = typeof pageMarkdownModule;

/** Starts loading the Markdown module (on a pointer over, or focus on, a copy button). */
export function loadPageMarkdown(): Promise<PageMarkdownModule> {
  return import('./pageMarkdown');
}

/** Idle, or the outcome of the last copy: `copied` only after the clipboard write succeeded. */
export type MarkdownCopyStatus = 'idle' | 'copied' | 'failed';

/**
 * Copies Markdown that has to be fetched first. `copyFrom(read)` hands docs-copy's
 * `useClipboardCopy` the promise of the text (module loaded, then `read` with it) without awaiting
 * it, so the clipboard write starts inside the click, as Safari requires. The status is `copied`
 * only when the text reached the clipboard, and `failed` when the module, the fetch or the
 * clipboard failed. Call it from the click handler itself.
 */
export function useMarkdownCopy(): {
  status: MarkdownCopyStatus;
  copyFrom: (read: (module: PageMarkdownModule) => Promise<string>) => Promise<boolean>;
} {
  const { copy, isCopied, error } = useClipboardCopy();
  const copyFrom = useCallback(
    (read: (module: PageMarkdownModule) => Promise<string>) => copy(loadPageMarkdown().then(read)),
    [copy],
  );
  return { status: error ? 'failed' : isCopied ? 'copied' : 'idle', copyFrom };
}
