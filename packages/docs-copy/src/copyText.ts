/**
 * Copies text to the clipboard and only resolves when the text really was copied.
 * Clipboard API first; when it is missing or refuses (plain-HTTP hosts, denied permission), a
 * selection-based fallback that restores the reader's selection and focus afterwards.
 */

export const NOT_ALLOWED_MESSAGE = 'The request is not allowed';

// The same error whatever went wrong, so callers can rely on one message; the Clipboard API's own
// refusal, when there was one, is kept as `cause` for debugging.
function notAllowed(cause: unknown): Error {
  const error: Error & { cause?: unknown } =
    typeof DOMException === 'function'
      ? new DOMException(NOT_ALLOWED_MESSAGE, 'NotAllowedError')
      : Object.assign(new Error(NOT_ALLOWED_MESSAGE), { name: 'NotAllowedError' });
  if (cause !== undefined) error.cause = cause;
  return error;
}

function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined' || !document.body) return false;
  const selection = document.getSelection();
  const savedRanges: Range[] = [];
  if (selection)
    for (let i = 0; i < selection.rangeCount; i += 1) savedRanges.push(selection.getRangeAt(i));
  const previousFocus = document.activeElement as HTMLElement | null;

  const span = document.createElement('span');
  span.textContent = text;
  span.style.whiteSpace = 'pre';
  span.style.userSelect = 'all';
  span.style.position = 'fixed';
  span.style.top = '0';
  span.style.clipPath = 'inset(50%)';
  span.setAttribute('aria-hidden', 'true');
  document.body.appendChild(span);

  let copied: boolean;
  try {
    const range = document.createRange();
    range.selectNodeContents(span);
    selection?.removeAllRanges();
    selection?.addRange(range);
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    selection?.removeAllRanges();
    for (const range of savedRanges) selection?.addRange(range);
    span.remove();
    if (previousFocus && previousFocus !== document.activeElement) previousFocus.focus?.();
  }
  return copied;
}

/** What `copyText` copies: the text, or a promise of it when it is still being loaded. */
export type CopySource = string | PromiseLike<string>;

// Safari lets a page write the clipboard only during the click itself, so text that is still being
// fetched cannot be awaited first. A ClipboardItem takes the pending text instead: the write starts
// inside the click and completes when the text arrives. Chromium accepts it too.
async function writePendingText(clipboard: Clipboard, text: PromiseLike<string>): Promise<void> {
  const blob = Promise.resolve(text).then((value) => new Blob([value], { type: 'text/plain' }));
  // The caller reports a failed load itself; this copy of the promise must not be an unhandled one.
  blob.catch(() => undefined);
  await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
}

/**
 * Copies `source` and resolves only when it reached the clipboard. A promise is handed to the
 * clipboard at once (see `writePendingText`), so call this inside the click handler, before any
 * `await`. Rejects with the promise's own error when the text could not be loaded.
 */
export async function copyText(source: CopySource): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  let apiError: unknown;
  let text: string;
  if (typeof source === 'string') {
    text = source;
  } else {
    if (clipboard && typeof clipboard.write === 'function' && typeof ClipboardItem === 'function') {
      try {
        await writePendingText(clipboard, source);
        return;
      } catch (error) {
        apiError = error;
      }
    }
    text = await source;
  }
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return;
    } catch (error) {
      apiError = error;
    }
  }
  if (copyWithSelection(text)) return;
  throw notAllowed(apiError);
}
