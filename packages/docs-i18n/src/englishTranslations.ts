import type { TranslationDictionary } from './translate';

/**
 * Every string the shell shows, in English. Sites deep-merge their own keys and languages over it.
 * The i18n issue completes this table; other packages read their keys from here.
 */
export const englishTranslations: TranslationDictionary = {
  codeCopy: {
    copy: 'Copy',
    copied: 'Copied',
    failed: 'Copy failed',
    ariaLabel: 'Copy the code',
    hintMac: '(or ⌘C)',
    hintOther: '(or Ctrl + C)',
  },
};
