import type { TranslationDictionary } from '../translate.js';

/** The "Was this page helpful?" widget under each page. */
export const feedback = {
  feedback: {
    question: 'Was this page helpful?',
    yes: 'Yes',
    no: 'No',
    yesLabel: 'Yes, this page was helpful',
    noLabel: 'No, this page was not helpful',
    sectionTitle: 'Feedback on the section “{{section}}”',
    commentLabel: 'Comment',
    commentPromptUp: 'Great! What did you find useful? (optional)',
    commentPromptDown: 'Sorry about that. What was missing, unclear or wrong?',
    submitHint: 'Press Ctrl + Enter (⌘ + Enter on a Mac) to send.',
    submit: 'Send',
    cancel: 'Cancel',
    thanks: 'Thank you, your feedback has been sent.',
    noComments: 'Thank you for rating this page. Comments are not collected on this site.',
    failed: 'Your feedback could not be sent. Your comment is still here, so you can try again.',
    issueInstead:
      'If something is broken or a feature is missing, a GitHub issue reaches the team faster.',
    openIssue: 'Open a GitHub issue',
  },
} satisfies TranslationDictionary;
