import { SEARCH_SHORTCUT_KEY } from './searchConfig';

/** The part of a keyboard event the shortcut checks read. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  isComposing?: boolean;
}

/** Ctrl+K, or ⌘K: opens search from anywhere on the page. */
export function isSearchShortcut(event: KeyPress): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    typeof event.key === 'string' &&
    event.key.toLowerCase() === SEARCH_SHORTCUT_KEY
  );
}

/**
 * The character a key press types, for "start typing on the search button": one visible
 * character without Ctrl, ⌘ or Alt. Space and Enter are left to press the button.
 */
export function typedCharacter(event: KeyPress): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  const { key } = event;
  if (typeof key !== 'string' || [...key].length !== 1 || /\s/.test(key)) return null;
  return key;
}
