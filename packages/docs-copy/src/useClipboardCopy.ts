'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { CLIPBOARD_COPIED_MS } from './constants.js';
import { copyText, type CopySource } from './copyText.js';

export interface UseClipboardCopyOptions {
  /** How long `isCopied` stays true after a successful copy. Defaults to `CLIPBOARD_COPIED_MS`. */
  resetAfterMs?: number;
}

export interface UseClipboardCopyResult {
  /**
   * Copies `text`, or the text a promise resolves to (call it inside the click handler, see
   * `copyText`); resolves to true only when the text really reached the clipboard, and to false
   * when the promise rejected or the clipboard refused.
   */
  copy: (text: CopySource) => Promise<boolean>;
  /** True for `resetAfterMs` after a successful copy, never after a failed one. */
  isCopied: boolean;
  /** The error of the last copy when it failed; cleared when the next copy starts. */
  error: Error | null;
}

// DOMException is not an Error instance in every environment (jsdom), yet it has name and message.
function toError(reason: unknown): Error {
  if (reason instanceof Error) return reason;
  if (typeof reason === 'object' && reason !== null && 'message' in reason) return reason as Error;
  return new Error(String(reason));
}

/**
 * Copy state for a button: `isCopied` turns on only after the clipboard write succeeded and turns
 * off by itself. A new copy restarts the timer; unmounting clears it.
 */
export function useClipboardCopy(options: UseClipboardCopyOptions = {}): UseClipboardCopyResult {
  const resetAfterMs = options.resetAfterMs ?? CLIPBOARD_COPIED_MS;
  const [isCopied, setIsCopied] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(false);
  // Only the latest copy may change the state: a slow first copy must not override a later one.
  const latest = useRef(0);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const copy = useCallback(
    async (text: CopySource) => {
      const attempt = ++latest.current;
      clearTimeout(timer.current);
      setError(null);
      try {
        await copyText(text);
      } catch (reason) {
        if (mounted.current && attempt === latest.current) {
          setIsCopied(false);
          setError(toError(reason));
        }
        return false;
      }
      if (mounted.current && attempt === latest.current) {
        setIsCopied(true);
        timer.current = setTimeout(() => setIsCopied(false), resetAfterMs);
      }
      return true;
    },
    [resetAfterMs],
  );

  return { copy, isCopied, error };
}
