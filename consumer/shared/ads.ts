import { createInHouseAds, type AdConfig } from '@docshell/docs-ads';

/**
 * Only in-house ads: no network script or feed is configured, so the slot shows one of our own
 * ads. The images are copied from the package's assets/in-house/ into public/ before the build.
 */
export const adConfig: AdConfig = {
  inHouseAds: createInHouseAds({
    imageBaseUrl: '/static/ads-in-house/',
    links: { templates: '/store/templates/', themes: '/store/themes/', figma: '/store/figma/' },
    publisher: 'Acme UI',
  }),
  backersUrl: '/backers/',
  shape: 'image',
};
