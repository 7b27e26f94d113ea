import { describe, expect, it } from 'vitest';
import { toJavaScript } from './demoSource';

describe('toJavaScript', () => {
  it('removes types and keeps the JSX', async () => {
    const js = await toJavaScript(
      [
        "import * as React from 'react';",
        'interface Props { label: string }',
        'export default function Demo({ label }: Props) {',
        '  const [count, setCount] = React.useState<number>(0);',
        '  return <button onClick={() => setCount(count + 1)}>{label}</button>;',
        '}',
      ].join('\n'),
    );
    expect(js).not.toMatch(/interface|: Props|<number>/);
    expect(js).toContain('<button onClick={() => setCount(count + 1)}>{label}</button>');
    expect(js).toContain('export default function Demo({ label })');
  });
});
