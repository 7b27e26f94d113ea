import { AD_LABELS } from './constants.js';

/** One ad as the slot shows it, whoever it comes from. Every field is plain text or a URL. */
export interface AdRecord {
  /** Short id, part of the label. */
  name: string;
  link: string;
  /** Image URL, shown at 130×100 in the image shape. */
  img?: string;
  /** Alternative text for the image; empty when the text beside it already says it all. */
  imgAlt?: string;
  /** Shown in bold before the description. */
  title?: string;
  description: string;
  /** Who placed the ad, shown as "ad by …". */
  poweredby?: string;
  label: string;
  /**
   * Translation key prefix (`ads.inHouse.templates`): when the site's table has `<key>.name` and
   * `<key>.description`, they replace `title` and `description`.
   */
  textKey?: string;
}

export const IN_HOUSE_AD_NAMES = [
  'scaffoldhub',
  'templates',
  'themes',
  'tidelift',
  'figma',
] as const;
export type InHouseAdName = (typeof IN_HOUSE_AD_NAMES)[number];

interface InHouseContent {
  title: string;
  description: string;
  /** File name inside `assets/in-house/`. */
  imageFile: string;
}

/**
 * Our own wording for the five in-house ads, plain text, never HTML: the same as docs-i18n's
 * English `ads.inHouse` table, which the slot reads first (adsText.test.ts keeps them equal).
 */
export const IN_HOUSE_AD_CONTENT: Readonly<Record<InHouseAdName, InHouseContent>> = {
  scaffoldhub: {
    title: 'ScaffoldHub',
    description:
      'Describe your data model and get a full-stack React app built on these components, with source code you own.',
    imageFile: 'scaffoldhub.svg',
  },
  templates: {
    title: 'Templates',
    description:
      'Start from a finished dashboard or landing page made with the components on this site.',
    imageFile: 'templates.svg',
  },
  themes: {
    title: 'Premium themes',
    description:
      'Restyle every component at once with a theme designed to match your brand, light and dark.',
    imageFile: 'themes.svg',
  },
  tidelift: {
    title: 'Tidelift',
    description:
      'Get paid support for the open-source packages your business depends on, backed by their maintainers.',
    imageFile: 'tidelift.svg',
  },
  figma: {
    title: 'Design kit',
    description:
      'Every component as a Figma design kit, so designers and developers work from the same pieces.',
    imageFile: 'figma.svg',
  },
};

export interface CreateInHouseAdsOptions {
  /**
   * Where the site serves the SVGs from `assets/in-house/`, for example `/static/ads-in-house/`.
   */
  imageBaseUrl: string;
  /** Where each ad leads. Ads without a link are left out. */
  links: Partial<Record<InHouseAdName, string>>;
  /** Shown as "ad by …", usually the site's own name. */
  publisher: string;
}

/** The in-house ads with this site's links and image location, in a fixed order. */
export function createInHouseAds({
  imageBaseUrl,
  links,
  publisher,
}: CreateInHouseAdsOptions): AdRecord[] {
  const base = imageBaseUrl.endsWith('/') ? imageBaseUrl : `${imageBaseUrl}/`;
  const ads: AdRecord[] = [];
  for (const name of IN_HOUSE_AD_NAMES) {
    const link = links[name];
    if (!link) continue;
    const content = IN_HOUSE_AD_CONTENT[name];
    ads.push({
      name,
      link,
      img: `${base}${content.imageFile}`,
      imgAlt: '',
      title: content.title,
      description: content.description,
      poweredby: publisher,
      label: `${AD_LABELS.inHouse}-${name}`,
      textKey: `ads.inHouse.${name}`,
    });
  }
  return ads;
}
