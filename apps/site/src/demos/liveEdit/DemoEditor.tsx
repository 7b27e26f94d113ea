import { useEffect, useRef } from 'react';
import { createDemoEditor, type DemoEditorHandle } from './demoEditorView';
import type { DemoLanguage } from './transpile';

export interface DemoEditorProps {
  /** The source to start from; a new value starts the editor afresh. */
  initialCode: string;
  language: DemoLanguage;
  /** The editor's accessible name. */
  label: string;
  onChange(code: string): void;
  autoFocus?: boolean;
}

/**
 * The demo's source, editable (CodeMirror). Loaded on demand with React.lazy: import it only
 * dynamically, so the editor stays out of the page's chunk.
 */
export default function DemoEditor({
  initialCode,
  language,
  label,
  onChange,
  autoFocus = false,
}: DemoEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<DemoEditorHandle | null>(null);
  // Read when the editor is created or fires, without recreating it (that would lose edits).
  const latest = useRef({ label, onChange, autoFocus });
  useEffect(() => {
    latest.current = { label, onChange, autoFocus };
  });

  useEffect(() => {
    const editor = createDemoEditor({
      parent: hostRef.current!,
      doc: initialCode,
      language,
      label: latest.current.label,
      onChange: (code) => latest.current.onChange(code),
    });
    editorRef.current = editor;
    if (latest.current.autoFocus) editor.view.focus();
    return () => {
      editor.destroy();
      editorRef.current = null;
    };
  }, [initialCode, language]);

  useEffect(() => {
    editorRef.current?.setLabel(label);
  }, [label]);

  return <div ref={hostRef} className="demo-editor" />;
}
