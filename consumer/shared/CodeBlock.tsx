import { CodeCopyButton } from '@docshell/docs-copy';

/**
 * A code block with its copy button. The button copies the text of the <pre> in its
 * [data-code-block] wrapper; `tabIndex` lets keyboard readers focus it for Ctrl/⌘+C.
 */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <div data-code-block="" data-code-label={label} style={{ position: 'relative' }}>
      <pre tabIndex={0} style={{ padding: 16, overflowX: 'auto' }}>
        <code>{code}</code>
      </pre>
      <CodeCopyButton sx={{ position: 'absolute', top: 8, right: 8 }} />
    </div>
  );
}
