import { CodeCopyButton } from '@docshell/docs-copy';
import type { ComponentProps } from 'react';

/** Every code block of the content: the highlighted <pre> and its copy button. */
export function CodeBlock(props: ComponentProps<'pre'>) {
  return (
    <div data-code-block="" className="code-block">
      <pre {...props} />
      <CodeCopyButton className="code-block-copy" />
    </div>
  );
}
