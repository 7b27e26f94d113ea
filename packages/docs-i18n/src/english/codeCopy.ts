import type { TranslationDictionary } from '../translate.js';

/** The copy button of each code block. */
export const codeCopy = {
  codeCopy: {
    copy: 'Copy',
    copied: 'Copied',
    failed: 'Copy failed',
    ariaLabel: 'Copy the code',
    hintMac: '(or ⌘C)',
    hintOther: '(or Ctrl + C)',
  },
} satisfies TranslationDictionary;
