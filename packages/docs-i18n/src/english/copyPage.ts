import type { TranslationDictionary } from '../translate.js';

/** The "Copy page" menu at the top of a page and the "Copy section" button beside each h2. */
export const copyPage = {
  copyPage: {
    copy: 'Copy page',
    copied: 'Copied',
    failed: 'Copy failed',
    menu: 'More ways to use this page',
    copyHint: 'As Markdown, for AI tools',
    view: 'View as Markdown',
    viewHint: 'The page as plain text',
    openIn: 'Open in {{assistant}}',
    openInHint: 'Ask questions about this page',
    newTab: '(opens in a new tab)',
    prompt: 'Read {{url}} so I can ask questions about it.',
    copySection: 'Copy section ‘{{title}}’ as Markdown',
    sectionCopied: 'Section ‘{{title}}’ copied',
    sectionFailed: 'Could not copy section ‘{{title}}’',
  },
} satisfies TranslationDictionary;
