export { NOT_ALLOWED_MESSAGE, copyText } from './copyText.js';
export type { CopySource } from './copyText.js';
// The attributes a site's markup carries: a code block, its label, lines left out of a copy, the
// copy button, and the button's "Copied" and "Copy failed" states for styling. Timings are in `./testing`.
export {
  CODE_BLOCK_ATTRIBUTE,
  CODE_LABEL_ATTRIBUTE,
  COPIED_ATTRIBUTE,
  COPY_FAILED_ATTRIBUTE,
  COPY_BUTTON_ATTRIBUTE,
  COPY_IGNORE_ATTRIBUTE,
} from './constants.js';
export { useClipboardCopy } from './useClipboardCopy.js';
export type { UseClipboardCopyOptions, UseClipboardCopyResult } from './useClipboardCopy.js';
export { CodeCopyButton } from './CodeCopyButton.js';
export type { CodeCopyButtonProps } from './CodeCopyButton.js';
export { isMacPlatform } from './isMacPlatform.js';
export type { NavigatorPlatformInfo } from './isMacPlatform.js';
export { findCodePre, findCodeText, preText } from './findCodeText.js';
export { attachCodeCopy } from './attachCodeCopy.js';
export type { AttachCodeCopyOptions, DetachCodeCopy } from './attachCodeCopy.js';
export { useCodeCopy } from './useCodeCopy.js';
export type { UseCodeCopyOptions } from './useCodeCopy.js';
