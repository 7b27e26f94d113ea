/** What can take keyboard focus inside a demo. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Reset focus: moves focus to the demo's first focusable element, so a keyboard user can test it
 * from its start; to the preview itself when the demo has none.
 */
export function focusDemo(preview: HTMLElement): void {
  const first = [...preview.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (element) => !element.closest('[inert], [aria-hidden="true"]'),
  );
  (first ?? preview).focus();
}
