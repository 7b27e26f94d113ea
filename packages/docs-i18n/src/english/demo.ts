import type { TranslationDictionary } from '../translate.js';

/** A live demo's toolbar, its editable source and its full-screen page. */
export const demo = {
  demo: {
    toolbar: 'Demo {{name}}',
    showSource: 'Show the full source',
    hideSource: 'Hide the full source',
    copySource: 'Copy the source',
    copied: 'Source copied',
    copyFailed: 'Could not copy the source',
    reset: 'Reset the demo',
    resetFocus: 'Reset focus: move it to the demo',
    stackBlitz: 'Open in StackBlitz',
    codeSandbox: 'Open in CodeSandbox',
    fullScreen: 'Open the demo full screen',
    download: 'Download the demo as a zip',
    newTab: '(opens in a new tab)',
    language: 'Code language',
    showTypeScript: 'TS: show TypeScript source',
    showJavaScript: 'JS: show JavaScript source',
    editorLabel: 'Source of the {{name}} demo, editable',
    editHint: 'Edit the source: the demo above runs it.',
    edited: 'The demo runs your edited source. Reset the demo to go back to the original.',
    errorAt: 'Line {{line}}: {{message}}',
    keptPreview: 'The demo shows the last source that ran.',
    loading: 'Loading the live demo…',
    needsScript: 'This demo runs in the browser: turn on JavaScript to see it.',
    backToPage: 'Back to {{title}}',
    fullScreenTitle: '{{name}} demo – {{title}}',
    stylingCss:
      'Source written with plain CSS (a CSS module, below the code); the preview above renders the MUI System version.',
    stylingTailwind:
      'Source written with Tailwind CSS; the preview above renders the MUI System version.',
  },
} satisfies TranslationDictionary;
