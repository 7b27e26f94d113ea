import type { Translations } from '@docshell/docs-i18n';

/**
 * The site's own strings and a French dictionary, deep-merged over the shell's English table by
 * DocsProvider. Page titles live under `pages.<pathname>`, where the side nav looks them up.
 */
export const translations: Translations = {
  en: {
    site: {
      name: 'Acme UI',
      otherLanguage: 'Français',
      darkMode: 'Dark mode',
      notFound: 'Page not found',
    },
  },
  fr: {
    site: {
      name: 'Acme UI',
      otherLanguage: 'English',
      darkMode: 'Mode sombre',
      notFound: 'Page introuvable',
    },
    codeCopy: {
      copy: 'Copier',
      copied: 'Copié',
      failed: 'Échec de la copie',
      ariaLabel: 'Copier le code',
      hintMac: '(ou ⌘C)',
      hintOther: '(ou Ctrl + C)',
    },
    pages: {
      '/getting-started': 'Premiers pas',
      '/getting-started/installation': 'Installation',
      '/getting-started/usage': 'Utilisation',
      '/components': 'Composants',
      '/components/buttons': 'Boutons',
    },
  },
};
