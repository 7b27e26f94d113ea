import type { ComponentProps } from 'react';
import { CodeFrame } from './CodeFrame';

/** Every code block of the content: the highlighted <pre> and its copy button. */
export function CodeBlock(props: ComponentProps<'pre'>) {
  return (
    <CodeFrame>
      <pre {...props} />
    </CodeFrame>
  );
}
