import type { TranslationDictionary } from '../translate.js';

/** The app frame: skip link, header buttons, side navigation and footer. */
export const frame = {
  appFrame: {
    skipToContent: 'Skip to content',
    openNavigation: 'Open the navigation',
    closeNavigation: 'Close the navigation',
    navigationLabel: 'Main navigation',
    productSwitcher: 'Products',
    versionSelector: 'Version',
    homeLink: 'Go to the home page',
    openSettings: 'Settings',
    repositoryLink: 'Source code repository',
    toggleColorMode: 'Toggle light and dark mode',
    switchToLight: 'Switch to light mode',
    switchToDark: 'Switch to dark mode',
    backToTop: 'Back to top',
    loading: 'Loading the page…',
  },
  footer: {
    label: 'Site links',
    versions: 'Versions',
    templatesStore: 'Templates store',
    blog: 'Blog',
  },
  pagination: {
    label: 'Previous and next pages',
    previous: 'Previous',
    next: 'Next',
    previousPage: 'Previous page: {{title}}',
    nextPage: 'Next page: {{title}}',
  },
  editPage: 'Edit this page',
  tableOfContents: {
    title: 'Contents',
    label: 'Page table of contents',
  },
  navFlags: {
    new: 'New',
    planned: 'Planned',
    preview: 'Preview',
    beta: 'Beta',
    legacy: 'Legacy',
    deprecated: 'Deprecated',
    proPlan: 'Pro plan',
    premiumPlan: 'Premium plan',
  },
  language: {
    changeLanguage: 'Change language',
    english: 'English',
    shownInEnglish: 'This page has no translation yet, so it is shown in English.',
  },
} satisfies TranslationDictionary;
