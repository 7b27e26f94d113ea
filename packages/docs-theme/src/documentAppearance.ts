/** What the provider changes outside React's tree: body classes, browser colour, direction. */
import { getMetaThemeColor } from './brandPalette';
import { BODY_CLASS_DARK, BODY_CLASS_LIGHT, TRANSITION_DISABLE_MS } from './constants';
import type { Direction, PaletteMode } from './themeReducer';

/** Sets `mode-dark`/`mode-light` on body and every `meta[name="theme-color"]`. */
export function applyColorModeToDocument(
  doc: Document,
  mode: PaletteMode,
  themeColor: (mode: PaletteMode) => string = getMetaThemeColor,
): void {
  doc.body.classList.remove(mode === 'dark' ? BODY_CLASS_LIGHT : BODY_CLASS_DARK);
  doc.body.classList.add(mode === 'dark' ? BODY_CLASS_DARK : BODY_CLASS_LIGHT);
  const color = themeColor(mode);
  doc.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
    meta.setAttribute('content', color);
  });
}

/** Mirrors the direction on body so content outside the React root follows it too. */
export function applyDirectionToDocument(doc: Document, direction: Direction): void {
  doc.body.setAttribute('dir', direction);
}

export const DISABLE_TRANSITIONS_CSS =
  '*,*::before,*::after{-webkit-transition:none!important;transition:none!important}';

/**
 * Stops every CSS transition for one frame, so a scheme switch repaints at once instead of
 * animating each colour. Returns a cleanup that cancels the timer and removes the style early.
 */
export function disableTransitionsBriefly(doc: Document): () => void {
  const style = doc.createElement('style');
  style.appendChild(doc.createTextNode(DISABLE_TRANSITIONS_CSS));
  doc.head.appendChild(style);
  // Reading a computed style forces a reflow, so the new colours apply while transitions are off.
  void doc.defaultView?.getComputedStyle(doc.body).opacity;
  const timer = setTimeout(() => style.remove(), TRANSITION_DISABLE_MS);
  return () => {
    clearTimeout(timer);
    style.remove();
  };
}
