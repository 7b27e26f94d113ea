import type { TranslationDictionary } from '../translate.js';

/** Sponsor ads: the ad-blocker message, ad labels and the five in-house ads. */
export const ads = {
  ads: {
    // Keys match what @docshell/docs-ads reads (`ads.<key>`), placeholders included.
    adBadge: 'Ad',
    adBy: 'ad by {{publisher}}',
    getStarted: 'Get started',
    allowAdsTitle: 'Do these docs help you?',
    allowAdsBody:
      'Sponsors keep them free to read. Please consider allowing ads on this site in your ad blocker.',
    allowAdsThanks: 'Thank you',
    inHouse: {
      scaffoldhub: {
        name: 'ScaffoldHub',
        description:
          'Describe your data model and get a full-stack React app built on these components, with source code you own.',
      },
      templates: {
        name: 'Templates',
        description:
          'Start from a finished dashboard or landing page made with the components on this site.',
      },
      themes: {
        name: 'Premium themes',
        description:
          'Restyle every component at once with a theme designed to match your brand, light and dark.',
      },
      tidelift: {
        name: 'Tidelift',
        description:
          'Get paid support for the open-source packages your business depends on, backed by their maintainers.',
      },
      figma: {
        name: 'Design kit',
        description:
          'Every component as a Figma design kit, so designers and developers work from the same pieces.',
      },
    },
  },
  consent: {
    title: 'Help us improve the docs',
    description:
      'May we count page views, clicks and loading speed to find out which pages need work? No ads are personalised and nothing is sold. You can change your choice in Settings at any time.',
    allow: 'Allow analytics',
    deny: 'Essential only',
    allowed: 'Analytics are on.',
    denied: 'Analytics are off.',
    doNotTrack: 'Your browser asks sites not to track you, so analytics stay off.',
  },
} satisfies TranslationDictionary;
