import { englishTranslations } from '@docshell/docs-i18n';
import { describe, expect, it } from 'vitest';
import { ADS_ENGLISH } from './adsText.js';
import { IN_HOUSE_AD_CONTENT, IN_HOUSE_AD_NAMES } from './inHouseAds.js';

// The slot reads docs-i18n's English table first and these defaults only without one: a reader
// must see the same words either way.
const table = englishTranslations.ads as unknown as Record<string, unknown> & {
  inHouse: Record<string, { name: string; description: string }>;
};

describe('the ads wording', () => {
  it('is docs-i18n’s English table, key for key', () => {
    for (const [key, text] of Object.entries(ADS_ENGLISH)) expect(table[key], key).toBe(text);
  });

  it('names and describes the in-house ads as docs-i18n does', () => {
    for (const name of IN_HOUSE_AD_NAMES) {
      expect(IN_HOUSE_AD_CONTENT[name].title, name).toBe(table.inHouse[name]!.name);
      expect(IN_HOUSE_AD_CONTENT[name].description, name).toBe(table.inHouse[name]!.description);
    }
  });
});
