'use client';

import { interpolate, useTranslate } from '@docshell/docs-i18n';
import { useCallback } from 'react';
import { ADS_ENGLISH, type AdsTextKey } from './adsText.js';

export type AdsText = (key: AdsTextKey, values?: Record<string, string>) => string;

/**
 * Ad wording from the site's translations (`ads.<key>`), falling back to the English defaults
 * when a key is missing. Needs DocsProvider, like every translated string.
 */
export function useAdsText(): AdsText {
  const t = useTranslate();
  return useCallback(
    (key, values) =>
      t(`ads.${key}`, { values, ignoreWarning: true }) ?? interpolate(ADS_ENGLISH[key], values),
    [t],
  );
}
