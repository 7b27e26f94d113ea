import type { TranslationDictionary } from '@docshell/docs-i18n';

/**
 * The English wording of the ad slot, for a table without `ads.*` keys. DocsProvider always
 * merges docs-i18n's English table, which has the same words (adsText.test.ts keeps them equal),
 * so readers see these words either way.
 */
export const ADS_ENGLISH = {
  /** The badge before an inline ad. */
  adBadge: 'Ad',
  /** Under an ad; `{{publisher}}` is who placed it. */
  adBy: 'ad by {{publisher}}',
  /** The call to action after an inline ad. */
  getStarted: 'Get started',
  /** The "please allow ads" panel shown to some readers with an ad blocker. */
  allowAdsTitle: 'Do these docs help you?',
  allowAdsBody:
    'Sponsors keep them free to read. Please consider allowing ads on this site in your ad blocker.',
  allowAdsThanks: 'Thank you',
} as const;

export type AdsTextKey = keyof typeof ADS_ENGLISH;

/** The same wording as a translation table, under the `ads` namespace. */
export const adsEnglishTranslations: { en: TranslationDictionary } = {
  en: { ads: { ...ADS_ENGLISH } },
};
