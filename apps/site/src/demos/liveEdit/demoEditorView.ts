import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { jsxLanguage, tsxLanguage } from '@codemirror/lang-javascript';
import { bracketMatching, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { codeTokenClass } from '../../mdx/codeTokenClass';
import type { DemoLanguage } from './transpile';

type Highlighter = Parameters<typeof syntaxHighlighting>[0];
type Tag = Parameters<Highlighter['style']>[0][number];

/**
 * Highlighting tags (by name, as `Tag.toString()` gives them) to the site's code colours: the
 * token classes the build-time highlighting writes too (src/mdx/codeTokenClass.ts), coloured per
 * colour scheme in styles.css. Chosen to colour code as the static block does (strings and JSX tags
 * alike, types and attributes as functions). A tag without an entry takes its parent's.
 */
const TOKEN_OF_TAG: Record<string, string> = {
  comment: 'comment',
  keyword: 'keyword',
  self: 'constant',
  null: 'constant',
  bool: 'constant',
  number: 'constant',
  string: 'string-expression',
  regexp: 'string-expression',
  escape: 'string-expression',
  tagName: 'string-expression',
  'function(variableName)': 'function',
  'function(propertyName)': 'function',
  typeName: 'function',
  className: 'function',
  namespace: 'function',
  attributeName: 'function',
  link: 'link',
  invalid: 'deleted',
};

// @lezer/highlight (where tags are defined) is not one of the site's dependencies: the tags are
// matched by name, most specific first (a tag's `set` is itself, then its parents).
const codeHighlighter: Highlighter = {
  style(tags: readonly Tag[]) {
    for (const tag of tags) {
      for (const candidate of tag.set) {
        const token = TOKEN_OF_TAG[candidate.toString()];
        if (token) return codeTokenClass(token);
      }
    }
    return null;
  },
};

// The static code block's look (`.markdown-body pre` and `code` in styles.css): same font, size,
// padding, line height, border and colours, so switching to editing does not move the code.
const codeTheme = EditorView.theme({
  '&': {
    color: 'var(--code-foreground)',
    backgroundColor: 'var(--code-background)',
    border: '1px solid var(--mui-palette-divider, rgba(0, 0, 0, 0.12))',
    borderRadius: '12px',
    fontSize: '0.875rem',
  },
  '&.cm-focused': {
    outline: '2px solid var(--mui-palette-primary-main, #0f62d6)',
    outlineOffset: '2px',
  },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    lineHeight: '1.65',
  },
  '.cm-content': { padding: '16px 0', caretColor: 'var(--code-foreground)' },
  '.cm-line': { padding: '0 16px' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--code-foreground)' },
  // One tint that reads on both schemes' backgrounds.
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
    { backgroundColor: 'rgba(56, 139, 253, 0.3)' },
});

// An explicit tabindex on the (contenteditable) content: checkers such as axe then see that the
// scrolling box around it has focusable content, which it does.
const labelAttributes = (label: string) =>
  EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' });

export interface DemoEditorOptions {
  parent: HTMLElement;
  doc: string;
  language: DemoLanguage;
  /** The editor's accessible name. */
  label: string;
  onChange(code: string): void;
}

export interface DemoEditorHandle {
  view: EditorView;
  setLabel(label: string): void;
  destroy(): void;
}

/**
 * A CodeMirror editor for a demo's source. Tab is left to the browser (no indent-with-Tab), so
 * keyboard users can move on from the editor; CodeMirror makes the content a multiline textbox.
 */
export function createDemoEditor({
  parent,
  doc,
  language,
  label,
  onChange,
}: DemoEditorOptions): DemoEditorHandle {
  const labelCompartment = new Compartment();
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        history(),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        bracketMatching(),
        // The language alone, without `javascript()`'s completions: those would bring the
        // autocompletion package, tens of kilobytes, for a demo edited by hand.
        language === 'TS' ? tsxLanguage : jsxLanguage,
        syntaxHighlighting(codeHighlighter),
        codeTheme,
        labelCompartment.of(labelAttributes(label)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    view,
    setLabel(next) {
      view.dispatch({ effects: labelCompartment.reconfigure(labelAttributes(next)) });
    },
    destroy() {
      view.destroy();
    },
  };
}
