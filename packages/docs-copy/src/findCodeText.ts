/**
 * Finding the code a copy button belongs to, in the DOM: the `<pre>` inside the button's code
 * block wrapper, or else a `<pre>` next to the button. Text comes from `textContent` (not
 * `innerText`) so the copy does not depend on CSS, minus any `[data-copy-ignore]` parts.
 */
import { CODE_BLOCK_SELECTOR, COPY_IGNORE_ATTRIBUTE } from './constants.js';

/** The `<pre>` of a block: the block itself when it is a `<pre>`, else the first one inside it. */
export function findCodePre(block: Element): HTMLPreElement | null {
  if (block.tagName === 'PRE') return block as HTMLPreElement;
  return block.querySelector('pre');
}

/** The text of a `<pre>`, leaving out elements marked `data-copy-ignore`. */
export function preText(pre: Element): string {
  if (!pre.querySelector(`[${COPY_IGNORE_ATTRIBUTE}]`)) return pre.textContent ?? '';
  const clone = pre.cloneNode(true) as Element;
  clone.querySelectorAll(`[${COPY_IGNORE_ATTRIBUTE}]`).forEach((node) => node.remove());
  return clone.textContent ?? '';
}

function siblingPre(element: Element): HTMLPreElement | null {
  const parent = element.parentElement;
  if (!parent) return null;
  for (const child of Array.from(parent.children)) {
    if (child !== element && child.tagName === 'PRE') return child as HTMLPreElement;
  }
  return null;
}

/** The code text for a copy button, or null when there is no code block around it. */
export function findCodeText(button: Element, blockSelector = CODE_BLOCK_SELECTOR): string | null {
  const block = button.closest(blockSelector);
  const pre = (block && findCodePre(block)) ?? siblingPre(button);
  return pre ? preText(pre) : null;
}
