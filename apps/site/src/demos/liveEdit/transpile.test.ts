import { describe, expect, it } from 'vitest';
import { transpileDemo } from './transpile';

const TSX = `import * as React from 'react';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';

interface Props {
  color?: ButtonProps['color'];
}

export default function Demo({ color = 'primary' }: Props) {
  const [count, setCount] = React.useState<number>(0);
  return <Button color={color} onClick={() => setCount(count + 1)}>{count}</Button>;
}`;

describe('transpileDemo', () => {
  it('compiles TSX with types and JSX to CommonJS with the automatic JSX runtime', () => {
    const result = transpileDemo(TSX, 'TS');
    if (!result.ok) throw new Error(result.message);
    expect(result.code).not.toMatch(/interface|<number>|: Props|<Button/);
    expect(result.code).toMatch(/exports\.default = Demo/);
    expect(result.code).toMatch(/_jsxruntime\.jsx/);
  });

  it('lists the modules the code requires, the JSX runtime included, once each', () => {
    const result = transpileDemo(TSX, 'TS');
    if (!result.ok) throw new Error(result.message);
    expect(result.imports.sort()).toEqual(['@mui/material/Button', 'react', 'react/jsx-runtime']);
  });

  it('keeps every line where it was', () => {
    const result = transpileDemo(TSX, 'TS');
    if (!result.ok) throw new Error(result.message);
    expect(result.code.split('\n')).toHaveLength(TSX.split('\n').length);
    const lineOf = (text: string, pattern: RegExp) =>
      text.split('\n').findIndex((line) => pattern.test(line));
    expect(lineOf(result.code, /useState/)).toBe(lineOf(TSX, /useState/));
    expect(lineOf(result.code, /onClick/)).toBe(lineOf(TSX, /onClick/));
  });

  it('gives a syntax error with its 1-based line and column', () => {
    const result = transpileDemo('const a = 1;\nconst b = ;\n', 'TS');
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/^Unexpected token[^()]*$/),
      line: 2,
      column: 11,
    });
  });

  it('compiles JavaScript with JSX, and refuses TypeScript syntax there', () => {
    const js = `import Stack from '@mui/material/Stack';
export default function Demo() {
  return <Stack spacing={2}><span>Hi</span></Stack>;
}`;
    const result = transpileDemo(js, 'JS');
    if (!result.ok) throw new Error(result.message);
    expect(result.imports).toEqual(['react/jsx-runtime', '@mui/material/Stack']);
    expect(result.code).toMatch(/exports\.default = Demo/);
    expect(transpileDemo('const a: number = 1;', 'JS')).toMatchObject({ ok: false, line: 1 });
  });

  it('ignores calls that only look like require', () => {
    const result = transpileDemo("const x = { require: (s: string) => s };\nx.require('a');", 'TS');
    expect(result).toMatchObject({ ok: true, imports: [] });
  });
});
