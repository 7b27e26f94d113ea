import Box from '@mui/material/Box';
import { demoTranslations, useTranslate } from '@docshell/docs-i18n';
import type { CodeVariant } from '@docshell/docs-theme';
import { lazy, Suspense, useState, type FocusEvent } from 'react';
import { CodeFrame } from '../mdx/CodeFrame';
import { previewHtml, sourceHtml, type DemoCode } from './demoCode';
import { codeText } from './project/codeText';

// CodeMirror and its language support load the first time a reader focuses a demo's source
// (never on the server, whose bundle leaves them out).
const DemoEditor = lazy(() =>
  import.meta.env.SSR
    ? Promise.reject(new Error('[site] demos are not edited on the server'))
    : import('./liveEdit/DemoEditor'),
);

export interface DemoSourceViewProps {
  id: string;
  name: string;
  code: DemoCode;
  language: CodeVariant;
  /** The full source; otherwise the JSX preview, or the source's first lines. */
  expanded: boolean;
  /** Whether this source is the one the preview runs, so editing it changes the preview. */
  editable: boolean;
  onExpand: () => void;
  onEdit: (code: string) => void;
}

/** Build-time HTML from our own demo files (shiki output), never reader or third-party input. */
function Highlighted({ html, onFocus }: { html: string; onFocus?: (event: FocusEvent) => void }) {
  return <div className="demo-code" onFocus={onFocus} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A demo's source under its toolbar. Collapsed, a short demo shows the JSX it returns and a long
 * one its first lines; expanded, the whole source, which becomes an editor when focused.
 */
export function DemoSourceView(props: DemoSourceViewProps) {
  const t = useTranslate(demoTranslations);
  // The source the editor started from, read once when editing starts; null while not editing.
  const [editing, setEditing] = useState<string | null>(null);
  const full = sourceHtml(props.code, props.language);
  const preview = previewHtml(props.code, props.language);
  const collapsed = !props.expanded && editing === null;
  // Focusing the highlighted source itself (not its copy button) opens the editor in its place.
  const startEditing = (event: FocusEvent) => {
    if (props.editable && (event.target as Element).tagName === 'PRE') setEditing(codeText(full));
  };

  return (
    <Box id={props.id} className="demo-source">
      {editing !== null ? (
        <CodeFrame>
          <Suspense fallback={<Highlighted html={full} />}>
            <DemoEditor
              initialCode={editing}
              language={props.language}
              label={t('demo.editorLabel', { values: { name: props.name } }) ?? props.name}
              onChange={props.onEdit}
              autoFocus
            />
          </Suspense>
        </CodeFrame>
      ) : (
        <CodeFrame>
          {collapsed && preview ? (
            <Highlighted html={preview} />
          ) : (
            <Box
              className={collapsed ? 'demo-code-clipped' : undefined}
              // A click on the clipped source shows all of it.
              onClick={collapsed ? props.onExpand : undefined}
            >
              <Highlighted html={full} onFocus={collapsed ? undefined : startEditing} />
            </Box>
          )}
        </CodeFrame>
      )}
      {props.code.stylesheet && (
        <CodeFrame>
          <Highlighted html={props.code.stylesheet.html} />
        </CodeFrame>
      )}
    </Box>
  );
}
