import { CodeCopyButton } from '@docshell/docs-copy';
import type { ReactNode } from 'react';

/**
 * A code block's frame: the highlighted code and its copy button. `code` is the text to copy;
 * without it the button copies the block's own text.
 */
export function CodeFrame({ code, children }: { code?: string; children: ReactNode }) {
  return (
    <div data-code-block="" className="code-block">
      {children}
      <CodeCopyButton className="code-block-copy" code={code} />
    </div>
  );
}
