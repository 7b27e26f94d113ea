export { NOT_ALLOWED_MESSAGE, copyText } from './copyText.js';
export type { CopySource } from './copyText.js';
export {
  CLIPBOARD_COPIED_MS,
  CODE_BLOCK_ATTRIBUTE,
  CODE_BLOCK_SELECTOR,
  CODE_LABEL_ATTRIBUTE,
  COPIED_ATTRIBUTE,
  COPIED_LABEL_MS,
  COPY_BUTTON_ATTRIBUTE,
  COPY_BUTTON_SELECTOR,
  COPY_EVENT_ACTION_CLICK,
  COPY_EVENT_ACTION_KEYBOARD,
  COPY_EVENT_NAME,
  COPY_IGNORE_ATTRIBUTE,
  COPY_TRIGGER_ATTRIBUTE,
} from './constants.js';
export type { CopyEventAction } from './constants.js';
export { useClipboardCopy } from './useClipboardCopy.js';
export type { UseClipboardCopyOptions, UseClipboardCopyResult } from './useClipboardCopy.js';
export { CodeCopyButton } from './CodeCopyButton.js';
export type { CodeCopyButtonProps } from './CodeCopyButton.js';
export { shouldCopyOnKeydown } from './shouldCopyOnKeydown.js';
export type { CopyKeydownEvent, CopyKeydownState } from './shouldCopyOnKeydown.js';
export { isMacPlatform } from './isMacPlatform.js';
export type { NavigatorPlatformInfo } from './isMacPlatform.js';
export { hasTextSelection } from './hasTextSelection.js';
export { findCodePre, findCodeText, preText } from './findCodeText.js';
export { attachCodeCopy } from './attachCodeCopy.js';
export type { AttachCodeCopyOptions, DetachCodeCopy } from './attachCodeCopy.js';
export { useCodeCopy } from './useCodeCopy.js';
export type { UseCodeCopyOptions } from './useCodeCopy.js';
