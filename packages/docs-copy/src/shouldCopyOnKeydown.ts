/**
 * The keyboard shortcut's decision, as a pure function: Ctrl+C (⌘C on Mac) copies the hovered or
 * focused code block, but only when the reader has no text selected, so the browser's own copy of
 * a selection is never taken over.
 */

export interface CopyKeydownEvent {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  repeat?: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
}

export interface CopyKeydownState {
  /** A code block is hovered or focused. */
  hasBlock: boolean;
  /** Text is selected in the page or inside a focused input/textarea. */
  hasSelection: boolean;
  /** The copy modifier is ⌘ (Meta) instead of Ctrl. */
  isMac: boolean;
}

const LATIN_LETTER = /^[a-z]$/i;

// `key` follows the layout (Dvorak's C is on another key); on non-Latin layouts `key` is another
// alphabet's letter and browsers copy with the physical C key, so `code` decides there.
function isCKey(event: CopyKeydownEvent): boolean {
  if (LATIN_LETTER.test(event.key)) return event.key.toLowerCase() === 'c';
  return event.code === 'KeyC';
}

export function shouldCopyOnKeydown(event: CopyKeydownEvent, state: CopyKeydownState): boolean {
  if (!state.hasBlock || state.hasSelection) return false;
  if (event.defaultPrevented || event.repeat || event.isComposing) return false;
  if (event.shiftKey || event.altKey) return false;
  const modifier = state.isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return modifier && isCKey(event);
}
