/**
 * Keys that move the highlighted result in the dialog's list. (Home and End stay with the text
 * input, where they move the caret, as in any combobox.)
 */
export const LIST_KEYS = ['ArrowDown', 'ArrowUp'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

export function isListKey(key: string): key is ListKey {
  return (LIST_KEYS as readonly string[]).includes(key);
}

/**
 * The result highlighted after a key press: the arrows step and wrap around.
 * `-1` means none (an empty list); a stale index beyond the list is brought back inside it.
 */
export function moveActiveIndex(current: number, count: number, key: ListKey): number {
  if (count <= 0) return -1;
  const from = Number.isInteger(current) && current >= 0 && current < count ? current : -1;
  switch (key) {
    case 'ArrowDown':
      return from === -1 ? 0 : (from + 1) % count;
    case 'ArrowUp':
      return from === -1 ? count - 1 : (from - 1 + count) % count;
  }
}

/** Keeps the highlight on a new list of results: the first one, or none when it is empty. */
export function activeIndexForResults(count: number): number {
  return count > 0 ? 0 : -1;
}
