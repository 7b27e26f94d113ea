/** Timings, attribute names and analytics names shared by the button, the hook and the shortcut. */

/** How long `useClipboardCopy` reports `isCopied` after a successful copy. */
export const CLIPBOARD_COPIED_MS = 1200;
/** How long `CodeCopyButton` shows "Copied" after a successful copy. */
export const COPIED_LABEL_MS = 2000;

/** Marks a code block wrapper: the element that holds one `<pre>` and its copy button. */
export const CODE_BLOCK_ATTRIBUTE = 'data-code-block';
export const CODE_BLOCK_SELECTOR = `[${CODE_BLOCK_ATTRIBUTE}]`;
/** Optional label of a code block (a file name, a language) sent as the analytics label. */
export const CODE_LABEL_ATTRIBUTE = 'data-code-label';
/** Marks the copy button, so the keyboard shortcut can find the button of a block. */
export const COPY_BUTTON_ATTRIBUTE = 'data-code-copy-button';
export const COPY_BUTTON_SELECTOR = `[${COPY_BUTTON_ATTRIBUTE}]`;
/** Set on the button while the shortcut clicks it, so the click is reported as a keyboard copy. */
export const COPY_TRIGGER_ATTRIBUTE = 'data-copy-trigger';
/** Elements inside a `<pre>` carrying this attribute (line numbers, prompts) are not copied. */
export const COPY_IGNORE_ATTRIBUTE = 'data-copy-ignore';
/** Present on the button while it shows "Copied", for styling. */
export const COPIED_ATTRIBUTE = 'data-copied';
/** Present on the button while it shows "Copy failed", for styling (it turns the error colour). */
export const COPY_FAILED_ATTRIBUTE = 'data-copy-failed';

/** Analytics: `analytics.sendEvent(COPY_EVENT_NAME, { eventAction, eventLabel })`. */
export const COPY_EVENT_NAME = 'copy';
export const COPY_EVENT_ACTION_CLICK = 'click';
export const COPY_EVENT_ACTION_KEYBOARD = 'keyboard';
export type CopyEventAction = typeof COPY_EVENT_ACTION_CLICK | typeof COPY_EVENT_ACTION_KEYBOARD;
