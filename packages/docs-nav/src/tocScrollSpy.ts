/** Scroll-spy rules for the table of contents, kept free of the DOM so they can be tested. */

/** How often the active heading is recomputed while scrolling. */
export const TOC_SCROLL_THROTTLE_MS = 166;
/** After a click on an item, scroll syncing waits this long so the clicked item stays active. */
export const TOC_CLICK_PAUSE_MS = 1000;
/** Near the top of the page nothing is active. */
export const TOC_TOP_OFFSET_PX = 200;
/** A heading counts as read once it is above the top eighth of the viewport. */
export const TOC_VIEWPORT_FRACTION = 0.125;

export interface HeadingPosition {
  id: string;
  /** Distance from the top of the document, in px. */
  top: number;
}

/**
 * The id of the heading to mark active: null while `scrollTop` is under 200 px, otherwise the
 * last heading (in document order) whose top is above `scrollTop + viewportHeight / 8`.
 */
export function getActiveHeadingId(
  headings: readonly HeadingPosition[],
  scrollTop: number,
  viewportHeight: number,
): string | null {
  if (scrollTop < TOC_TOP_OFFSET_PX) return null;
  const line = scrollTop + viewportHeight * TOC_VIEWPORT_FRACTION;
  for (let i = headings.length - 1; i >= 0; i -= 1) {
    const heading = headings[i];
    if (heading && heading.top < line) return heading.id;
  }
  return null;
}
