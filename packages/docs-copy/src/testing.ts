// `@docshell/docs-copy/testing`: for a site's own tests, not for its pages. How long the copied
// state lasts, to advance fake timers past it.
export { CLIPBOARD_COPIED_MS, COPIED_LABEL_MS } from './constants.js';
