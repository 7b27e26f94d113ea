import type { TranslationDictionary } from '../translate.js';

/** Whole pages the shell renders: 404, production errors, versions, page-type names, open roles. */
export const pages = {
  notFound: {
    documentTitle: '404: Page not found',
    title: 'Page not found',
    description:
      'There is no page at this address. It may have moved or been renamed: try the search, or start again from the home page.',
    homeLink: 'Go to the home page',
  },
  productionError: {
    title: 'Production error',
    loading: 'Loading error codes…',
    loadFailed: 'The list of error codes could not be loaded.',
    reportBug: 'Report this as a bug on GitHub',
    unknownCode:
      'This error code is not in the list for this version of the docs. It may come from an older or newer release: check the version you have installed.',
    missingArgument: '[missing argument]',
  },
  versions: {
    title: 'Versions',
    released: 'Released versions',
    releasedDescription: 'The most recent release of each major version, with its documentation.',
    latest: 'Latest versions',
    latestDescription: 'Documentation for changes that are merged but not released yet.',
    version: 'Version',
    current: 'Current version',
    documentation: 'Documentation',
    releaseNotes: 'Release notes',
    strategy: 'Versioning strategy',
    notBreaking: 'What does not count as a breaking change',
    frequency: 'Release frequency',
    schedule: 'Release schedule',
    deprecation: 'Deprecation policy',
  },
  pageTypes: {
    marketingPage: 'Marketing page',
    blog: 'Blog',
    checkout: 'Checkout',
    dashboard: 'Dashboard',
    pricing: 'Pricing',
    signIn: 'Sign-in',
    signInSide: 'Sign-in side',
    signUp: 'Sign-up',
    stickyFooter: 'Sticky footer',
  },
  openRoles: {
    title: 'Open roles',
    description: 'Enjoy working on these docs? We are hiring: see our open roles.',
    link: 'See open roles',
  },
} satisfies TranslationDictionary;
