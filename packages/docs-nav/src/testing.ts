// `@docshell/docs-nav/testing`: for a site's own tests, not for its pages. The table of contents'
// scroll-spy timings and offsets (to drive it with fake timers and place headings around its
// line), and the margin the side nav keeps below the active link when it scrolls it into view.
export { ACTIVE_LINK_BOTTOM_MARGIN_PX } from './isOutOfView.js';
export {
  TOC_CLICK_PAUSE_MS,
  TOC_SCROLL_THROTTLE_MS,
  TOC_TOP_OFFSET_PX,
  TOC_VIEWPORT_FRACTION,
} from './tocScrollSpy.js';
