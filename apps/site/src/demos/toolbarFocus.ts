// Keyboard movement in an ARIA toolbar: one tab stop; the arrow keys, Home and End move focus
// between its controls (WAI-ARIA Authoring Practices, toolbar pattern).

/** The controls of a toolbar that take focus, in order. */
export function toolbarControls(toolbar: HTMLElement): HTMLElement[] {
  return [...toolbar.querySelectorAll<HTMLElement>('button, a[href]')].filter(
    (control) => !control.hasAttribute('disabled'),
  );
}

/** The index focus moves to for a key, or undefined for a key the toolbar leaves alone. */
export function nextToolbarIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Roving tabindex: only `active` is in the tab order, so Tab enters and leaves the toolbar in one
 * step and comes back to the control used last.
 */
export function setToolbarTabStop(controls: HTMLElement[], active: number): void {
  controls.forEach((control, index) => {
    control.tabIndex = index === active ? 0 : -1;
  });
}
