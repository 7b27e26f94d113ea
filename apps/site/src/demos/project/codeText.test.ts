import { describe, expect, it } from 'vitest';
import { createHighlighter, createJavaScriptRegexEngine } from 'shiki';
import { CODE_THEME } from '../../../build/codeTheme';
import { codeText } from './codeText';

// What shiki writes for a two-line TSX source: entities for `<` and `&`, one span per line.
const SHIKI_HTML =
  '<pre class="shiki github-light" style="background-color:#fff;color:#24292e" tabindex="0">' +
  '<code><span class="line"><span style="color:#D73A49">const</span>' +
  '<span style="color:#24292E"> ok </span><span style="color:#D73A49">=</span>' +
  '<span style="color:#24292E"> a </span><span style="color:#D73A49">&lt;</span>' +
  '<span style="color:#24292E"> b </span><span style="color:#D73A49">&#x26;&#x26;</span>' +
  '<span style="color:#032F62"> "x &#x3C;y>"</span><span style="color:#24292E">;</span></span>\n' +
  '<span class="line"><span style="color:#24292E">  </span><span style="color:#6A737D">' +
  '// tab\there, é 👋</span></span></code></pre>';

describe('codeText', () => {
  it("returns the highlighted source's text, entities decoded, ending in one newline", () => {
    expect(codeText(SHIKI_HTML)).toBe('const ok = a < b && "x <y>";\n  // tab\there, é 👋\n');
  });

  it('ends with exactly one newline whatever the HTML ends with', () => {
    expect(codeText('<pre><code>a\n\n\n</code></pre>')).toBe('a\n');
    expect(codeText('<pre><code>a\r\n</code></pre>')).toBe('a\n');
    expect(codeText('<pre><code></code></pre>')).toBe('\n');
  });

  it("keeps a source's leading blank line and inner blank lines", () => {
    expect(codeText('<pre><code><span class="line"></span>\n\nb</code></pre>')).toBe('\n\nb\n');
  });

  it('reads text outside a <pre> from the body', () => {
    expect(codeText('<code>x &amp; y</code>')).toBe('x & y\n');
  });

  it('never runs what the HTML holds', () => {
    const text = codeText('<pre><code><img src="x" onerror="globalThis.ran = 1">z</code></pre>');
    expect(text).toBe('z\n');
    expect((globalThis as { ran?: number }).ran).toBeUndefined();
  });

  it("reads shiki's output, in the site's code theme, back to the source", async () => {
    const source = [
      "import * as React from 'react';",
      '',
      'export default function Tricky(): React.ReactElement {',
      '\tconst text = `a < b && c > d "quoted" \\n ${"é"} 👋`;   ',
      '  return <p title="&amp;">{text}</p>;',
      '}',
    ].join('\n');
    // The build's theme and language; the JavaScript regex engine, as shiki's WebAssembly one
    // does not load under jsdom.
    const highlighter = await createHighlighter({
      themes: [CODE_THEME],
      langs: ['tsx'],
      engine: createJavaScriptRegexEngine(),
    });
    expect(codeText(highlighter.codeToHtml(source, { lang: 'tsx', theme: CODE_THEME }))).toBe(
      `${source}\n`,
    );
  });
});
