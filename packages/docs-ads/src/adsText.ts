import type { TranslationDictionary } from '@docshell/docs-i18n';

/**
 * The English wording of the ad slot, used whenever the site's translation table lacks an
 * `ads.*` key. Sites can also merge `adsEnglishTranslations` into their DocsProvider table.
 */
export const ADS_ENGLISH = {
  /** The badge before an inline ad. */
  adBadge: 'Ad',
  /** Under an ad; `{{publisher}}` is who placed it. */
  adBy: 'ad by {{publisher}}',
  /** The call to action after an inline ad. */
  getStarted: 'Get started',
  /** The "please allow ads" panel shown to some readers with an ad blocker. */
  allowAdsTitle: 'Find these docs useful?',
  allowAdsBody:
    'Ads help keep them free and up to date. Please consider allowing ads on this site in your blocker.',
  allowAdsThanks: 'Thank you',
} as const;

export type AdsTextKey = keyof typeof ADS_ENGLISH;

/** The same wording as a translation table, under the `ads` namespace. */
export const adsEnglishTranslations: { en: TranslationDictionary } = {
  en: { ads: { ...ADS_ENGLISH } },
};
