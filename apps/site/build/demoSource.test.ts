// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoHighlighter, prepareDemoSource, toJavaScript } from './demoSource';

const folder = mkdtempSync(join(tmpdir(), 'docshell-demo-source-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('prepareDemoSource', () => {
  it("highlights a source whose HTML's text is the source exactly (copy buttons copy that text)", async () => {
    const source = [
      "import * as React from 'react';",
      '',
      'export default function Tricky(): React.ReactElement {',
      '\tconst text = `a < b && c > d "quoted" \\n ${"é"} 👋`;   ',
      '  return <p title="&amp;">{text}</p>;',
      '}',
    ].join('\n');
    const file = join(folder, 'Tricky.tsx');
    writeFileSync(file, `${source}\n\n`);
    writeFileSync(join(folder, 'Tricky.module.css'), '.a::after { content: "<&>"; }\n');
    writeFileSync(join(folder, 'Tricky.css.tsx'), `${source}\n`);
    const { source: prepared } = await prepareDemoSource(file, await createDemoHighlighter());
    const textOf = (html: string) => JSDOM.fragment(html).textContent;
    expect(textOf(prepared.ts)).toBe(source);
    expect(textOf(prepared.js)).toBe(await toJavaScript(source).then((js) => js.trimEnd()));
    expect(textOf(prepared.styling.CSS!.stylesheet!.html)).toBe('.a::after { content: "<&>"; }');
    // Its returned JSX stands for it while the source is collapsed, in both languages.
    expect(textOf(prepared.preview!.ts)).toBe('<p title="&amp;">{text}</p>');
    expect(textOf(prepared.preview!.js)).toBe('<p title="&amp;">{text}</p>');
  });
});

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
