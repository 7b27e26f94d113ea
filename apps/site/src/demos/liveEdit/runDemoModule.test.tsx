import { render, screen } from '@testing-library/react';
import { forwardRef, memo } from 'react';
import { describe, expect, it } from 'vitest';
import {
  asCommonJs,
  componentFromExports,
  createDemoRequire,
  instantiateDemoModule,
  wrapCommonJs,
  type DemoModuleFactory,
} from './runDemoModule';
import { transpileDemo } from './transpile';
import { lineOfError, WRAPPER_LINES } from './lineOfError';

/** An object shaped like an ES module namespace: null prototype, no `__esModule` flag. */
function namespace(exports: Record<string, unknown>): Record<string, unknown> {
  return Object.freeze(Object.assign(Object.create(null), exports));
}

/**
 * What the browser does with the blob: module, done here with new Function (jsdom cannot import
 * blob: URLs; the page itself never evaluates strings).
 */
function factoryOf(wrapped: string): DemoModuleFactory {
  const body = wrapped.replace(/^export default /, 'return ');
  return new Function(body)() as DemoModuleFactory;
}

function compile(code: string): string {
  const result = transpileDemo(code, 'TS');
  if (!result.ok) throw new Error(result.message);
  return result.code;
}

describe('wrapCommonJs', () => {
  it('puts exactly one line before the code', () => {
    const wrapped = wrapCommonJs('first();\nsecond();');
    expect(wrapped.split('\n')).toEqual([
      'export default function (require, exports, module) {',
      'first();',
      'second();',
      '}',
    ]);
    // The line lineOfError takes off.
    expect(wrapped.split('\n').indexOf('first();')).toBe(WRAPPER_LINES);
  });
});

describe('asCommonJs and createDemoRequire', () => {
  it('flags an ES module namespace, so a default import gets its default export', () => {
    function Button() {
      return null;
    }
    const converted = asCommonJs(namespace({ default: Button, buttonClasses: {} })) as Record<
      string,
      unknown
    >;
    expect(converted.__esModule).toBe(true);
    expect(converted.default).toBe(Button);
    expect(converted.buttonClasses).toEqual({});
  });

  it('keeps a module already flagged, and unwraps a flagged CommonJS module under default', () => {
    const flagged = { __esModule: true, default: 1 };
    expect(asCommonJs(flagged)).toBe(flagged);
    expect(asCommonJs(namespace({ default: flagged }))).toBe(flagged);
  });

  it('offers a plain CommonJS module’s exports as named imports too', () => {
    const cjs = { useState: () => 1, version: '19' };
    const converted = asCommonJs(namespace({ default: cjs })) as Record<string, unknown>;
    expect(converted.default).toBe(cjs);
    expect(converted.useState).toBe(cjs.useState);
  });

  it('requires the loaded modules by specifier, converting each once', () => {
    // Not named `require`: tools that read imports would take its arguments for packages.
    const requireDemo = createDemoRequire({ a: namespace({ default: 1 }) });
    expect(requireDemo('a')).toBe(requireDemo('a'));
    expect(requireDemo('a')).toMatchObject({ default: 1, __esModule: true });
    expect(() => requireDemo('b')).toThrow(/Cannot import "b"/);
  });
});

describe('componentFromExports', () => {
  const Demo = () => null;

  it('takes the default export, memo and forwardRef components included', () => {
    expect(componentFromExports({ default: Demo, other: () => 1 })).toBe(Demo);
    const Memo = memo(Demo);
    expect(componentFromExports({ default: Memo })).toBe(Memo);
    const Ref = forwardRef(Demo);
    expect(componentFromExports({ default: Ref })).toBe(Ref);
    expect(componentFromExports(Demo)).toBe(Demo);
  });

  it('takes the only exported function when there is no default', () => {
    expect(componentFromExports({ __esModule: true, Demo, size: 2 })).toBe(Demo);
  });

  it('says so when there is no component to show', () => {
    for (const exports of [{}, { a: 1 }, { A: Demo, B: Demo }]) {
      expect(() => componentFromExports(exports)).toThrow(/exports no component/);
    }
  });
});

describe('instantiateDemoModule', () => {
  it('runs sucrase output with real React: default, namespace and named imports', async () => {
    const compiled = compile(`import * as React from 'react';
import { useState } from 'react';
import Label from 'fake/Label';
import { suffix } from 'fake/Label';

export default function Demo({ start = 1 }: { start?: number }) {
  const [count] = useState<number>(start);
  return <React.Fragment><Label text={'Count ' + count + suffix} /></React.Fragment>;
}`);
    const Label = ({ text }: { text: string }) => <output>{text}</output>;
    const modules = {
      react: await import('react'),
      'react/jsx-runtime': await import('react/jsx-runtime'),
      'fake/Label': namespace({ default: Label, suffix: '!' }),
    };
    const Component = instantiateDemoModule(factoryOf(wrapCommonJs(compiled)), modules);
    render(<Component />);
    expect(screen.getByText('Count 1!')).toBeInTheDocument();
  });

  it('gives a real MUI component for a default import', async () => {
    const compiled = compile(`import Button from '@mui/material/Button';
export default function Demo() {
  return <Button variant="contained">Go</Button>;
}`);
    const modules = {
      'react/jsx-runtime': await import('react/jsx-runtime'),
      '@mui/material/Button': await import('@mui/material/Button'),
    };
    const Component = instantiateDemoModule(factoryOf(wrapCommonJs(compiled)), modules);
    render(<Component />);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass('MuiButton-contained');
  });

  it('passes on an error the code throws while it runs', () => {
    const compiled = compile(
      "export default function Demo() { return null; }\nthrow new Error('no');",
    );
    expect(() => instantiateDemoModule(factoryOf(wrapCommonJs(compiled)), {})).toThrow('no');
  });
});

describe('lineOfError', () => {
  const error = (stack: string) => Object.assign(new Error('x'), { stack });

  it('reads the reader’s line from the innermost Chromium frame in a blob: module', () => {
    const stack = [
      "TypeError: Cannot read properties of undefined (reading 'map')",
      '    at Demo (blob:http://localhost:4173/4e6a2c1b-93f1-4a55-8d0e-1f2a3b4c5d6e:12:27)',
      '    at renderWithHooks (http://localhost:4173/assets/react-dom-abc123.js:1:2345)',
      '    at blob:http://localhost:4173/4e6a2c1b-93f1-4a55-8d0e-1f2a3b4c5d6e:30:5',
    ].join('\n');
    expect(lineOfError(error(stack))).toBe(11);
  });

  it('reads anonymous Chromium frames and Firefox frames too', () => {
    expect(lineOfError(error('Error: x\n    at blob:https://mui.example/abc-def:4:1'))).toBe(3);
    expect(lineOfError(error('Demo@blob:https://mui.example/abc-def:8:3\n'))).toBe(7);
  });

  it('is undefined without a blob: frame, on the wrapper line, or for a non-error', () => {
    expect(lineOfError(error('Error: x\n    at f (http://localhost/assets/a.js:3:4)'))).toBe(
      undefined,
    );
    expect(lineOfError(error('Error: x\n    at blob:http://localhost/abc:1:10'))).toBe(undefined);
    expect(lineOfError('boom')).toBe(undefined);
    expect(lineOfError(null)).toBe(undefined);
  });
});
