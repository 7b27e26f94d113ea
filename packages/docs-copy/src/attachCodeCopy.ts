/**
 * The keyboard shortcut for the code blocks under a root element, without React: tracks the
 * hovered and the focused block with listeners delegated to the root (so blocks rendered after
 * attaching, such as lazily loaded page content, work too) and copies on Ctrl+C / ⌘C when nothing
 * is selected. `detach()` removes every listener it added.
 */
import type { AnalyticsClient } from '@docshell/docs-analytics';
import {
  CODE_BLOCK_SELECTOR,
  CODE_LABEL_ATTRIBUTE,
  COPY_BUTTON_SELECTOR,
  COPY_EVENT_ACTION_KEYBOARD,
  COPY_EVENT_NAME,
  COPY_TRIGGER_ATTRIBUTE,
} from './constants.js';
import { copyText } from './copyText.js';
import { findCodePre, preText } from './findCodeText.js';
import { hasTextSelection } from './hasTextSelection.js';
import { isMacPlatform } from './isMacPlatform.js';
import { shouldCopyOnKeydown } from './shouldCopyOnKeydown.js';

export interface AttachCodeCopyOptions {
  /** Which elements are code blocks. Defaults to `[data-code-block]`; `'pre'` works too. */
  blockSelector?: string;
  /** The copy button inside a block. Defaults to `[data-code-copy-button]`. */
  buttonSelector?: string;
  /** Use ⌘ instead of Ctrl. Defaults to the reader's platform, read when attaching. */
  isMac?: boolean;
  /** Reports keyboard copies of blocks that have no button (a button reports its own). */
  analytics?: AnalyticsClient;
}

export type DetachCodeCopy = () => void;

// nodeType instead of instanceof, which fails for nodes of another window (iframes).
function isElement(target: EventTarget | null): target is Element {
  return !!target && (target as Node).nodeType === 1;
}

export function attachCodeCopy(
  root: HTMLElement,
  options: AttachCodeCopyOptions = {},
): DetachCodeCopy {
  const blockSelector = options.blockSelector ?? CODE_BLOCK_SELECTOR;
  const buttonSelector = options.buttonSelector ?? COPY_BUTTON_SELECTOR;
  const isMac = options.isMac ?? isMacPlatform(root.ownerDocument.defaultView?.navigator);
  const doc = root.ownerDocument;

  let hovered: Element | null = null;
  let focused: Element | null = null;
  // The block touched last wins when one is hovered and another focused.
  let lastTouched: 'hover' | 'focus' = 'hover';

  const blockOf = (target: EventTarget | null): Element | null =>
    isElement(target) && root.contains(target) ? target.closest(blockSelector) : null;

  const current = (): Element | null => {
    const block = lastTouched === 'hover' ? (hovered ?? focused) : (focused ?? hovered);
    // A block removed from the page (route change) no longer counts.
    return block && root.contains(block) ? block : null;
  };

  const onMouseOver = (event: MouseEvent) => {
    hovered = blockOf(event.target);
    if (hovered) lastTouched = 'hover';
  };
  const onMouseOut = (event: MouseEvent) => {
    // Moving within the root is handled by the next mouseover; leaving the root clears it.
    const next = event.relatedTarget;
    if (!isElement(next) || !root.contains(next)) hovered = null;
  };
  const onFocusIn = (event: FocusEvent) => {
    focused = blockOf(event.target);
    if (focused) lastTouched = 'focus';
  };
  const onFocusOut = (event: FocusEvent) => {
    focused = blockOf(event.relatedTarget);
  };

  const copyBlock = (block: Element) => {
    const button = block.querySelector<HTMLElement>(buttonSelector);
    if (button) {
      // Clicking the block's own button shows "Copied" there; the attribute tells it the click
      // came from the keyboard. The click runs its handler synchronously, so it can be removed.
      button.setAttribute(COPY_TRIGGER_ATTRIBUTE, COPY_EVENT_ACTION_KEYBOARD);
      try {
        button.click();
      } finally {
        button.removeAttribute(COPY_TRIGGER_ATTRIBUTE);
      }
      return;
    }
    const pre = findCodePre(block);
    if (!pre) return;
    const label = block.getAttribute(CODE_LABEL_ATTRIBUTE) || doc.location?.pathname || '';
    copyText(preText(pre)).then(
      () =>
        options.analytics?.sendEvent(COPY_EVENT_NAME, {
          eventAction: COPY_EVENT_ACTION_KEYBOARD,
          eventLabel: label,
        }),
      // Nothing was copied and there is no button to show it; the browser's own Ctrl+C had
      // nothing to copy either, so the reader's clipboard is unchanged.
      () => {},
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const block = current();
    if (!block) return;
    if (shouldCopyOnKeydown(event, { hasBlock: true, hasSelection: hasTextSelection(doc), isMac }))
      copyBlock(block);
  };

  root.addEventListener('mouseover', onMouseOver);
  root.addEventListener('mouseout', onMouseOut);
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  doc.addEventListener('keydown', onKeyDown);

  return () => {
    root.removeEventListener('mouseover', onMouseOver);
    root.removeEventListener('mouseout', onMouseOut);
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('keydown', onKeyDown);
    hovered = null;
    focused = null;
  };
}
