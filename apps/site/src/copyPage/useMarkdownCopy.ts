import { useClipboardCopy } from '@docshell/docs-copy';
import { useCallback, useState } from 'react';
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
 * Copies Markdown that has to be fetched first. `copyFrom(read)` loads the Markdown module, reads
 * the text with it and copies it through docs-copy's `useClipboardCopy`, so the status is
 * `copied` only when the text reached the clipboard, and `failed` when the fetch, the module or
 * the clipboard failed.
 */
export function useMarkdownCopy(): {
  status: MarkdownCopyStatus;
  copyFrom: (read: (module: PageMarkdownModule) => Promise<string>) => Promise<boolean>;
} {
  const { copy, isCopied, error } = useClipboardCopy();
  const [readFailed, setReadFailed] = useState(false);
  const copyFrom = useCallback(
    async (read: (module: PageMarkdownModule) => Promise<string>) => {
      setReadFailed(false);
      let text: string;
      try {
        text = await read(await loadPageMarkdown());
      } catch {
        setReadFailed(true);
        return false;
      }
      return copy(text);
    },
    [copy],
  );
  return { status: readFailed || error ? 'failed' : isCopied ? 'copied' : 'idle', copyFrom };
}
