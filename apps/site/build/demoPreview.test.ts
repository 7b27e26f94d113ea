import { describe, expect, it } from 'vitest';
import { jsxPreview, PREVIEW_MAX_LINES } from './demoPreview.ts';

const demo = (jsx: string, before = '') => `import Button from '@mui/material/Button';

export default function Example() {${before}
  return (
${jsx}
  );
}
`;

describe('jsxPreview', () => {
  it('is the returned JSX, without the indentation of the function body', () => {
    const source = demo('    <div>\n      <Button>One</Button>\n    </div>', '\n  const x = 1;');
    expect(jsxPreview(source, 'tsx')).toBe('<div>\n  <Button>One</Button>\n</div>');
  });

  it('reads a return without parentheses and a fragment', () => {
    const source = 'export default function A() {\n  return <><b>x</b></>;\n}\n';
    expect(jsxPreview(source, 'jsx')).toBe('<><b>x</b></>');
  });

  it('is undefined for JSX longer than a preview', () => {
    const lines = Array.from({ length: PREVIEW_MAX_LINES }, (_, i) => `      <b>${i}</b>`);
    expect(jsxPreview(demo(`    <div>\n${lines.join('\n')}\n    </div>`), 'tsx')).toBeUndefined();
  });

  it('is undefined when the component does not end by returning JSX', () => {
    expect(jsxPreview('export default function A() {\n  return null;\n}\n', 'tsx')).toBeUndefined();
    expect(jsxPreview('export const A = () => <b />;\n', 'tsx')).toBeUndefined();
    expect(
      jsxPreview('export default function A() {\n  if (x) return <b />;\n}\n', 'tsx'),
    ).toBeUndefined();
  });
});
