export { NOT_ALLOWED_MESSAGE, copyText } from './copyText';
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
} from './constants';
export type { CopyEventAction } from './constants';
export { useClipboardCopy } from './useClipboardCopy';
export type { UseClipboardCopyOptions, UseClipboardCopyResult } from './useClipboardCopy';
export { CodeCopyButton } from './CodeCopyButton';
export type { CodeCopyButtonProps } from './CodeCopyButton';
export { shouldCopyOnKeydown } from './shouldCopyOnKeydown';
export type { CopyKeydownEvent, CopyKeydownState } from './shouldCopyOnKeydown';
export { isMacPlatform } from './isMacPlatform';
export type { NavigatorPlatformInfo } from './isMacPlatform';
export { hasTextSelection } from './hasTextSelection';
export { findCodePre, findCodeText, preText } from './findCodeText';
export { attachCodeCopy } from './attachCodeCopy';
export type { AttachCodeCopyOptions, DetachCodeCopy } from './attachCodeCopy';
export { useCodeCopy } from './useCodeCopy';
export type { UseCodeCopyOptions } from './useCodeCopy';
