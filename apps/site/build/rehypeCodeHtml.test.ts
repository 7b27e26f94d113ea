// @vitest-environment node
import { compile } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentProps, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { CODE_THEME } from './codeTheme';
import { parseStyle, rehypeCodeHtml } from './rehypeCodeHtml';

const SOURCE = `# Title

Some \`inline\` code and a block:

\`\`\`tsx
const greeting: string = 'hello <world> & "friends"';
export default function App() {
  return <p style={{ color: 'red' }}>{greeting}</p>;
}
\`\`\`

\`\`\`unknownlang
plain text
\`\`\`
`;

// Compiled pages go to a folder inside the site so `react/jsx-runtime` resolves.
const dir = mkdtempSync(join(import.meta.dirname, '.tmp-mdx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function render(withCodeHtml: boolean): Promise<{ code: string; html: string }> {
  const shiki = [
    rehypeShiki,
    {
      theme: CODE_THEME,
      langs: ['tsx'],
      lazy: true,
      fallbackLanguage: 'text',
    },
  ];
  const code = String(
    await compile(SOURCE, { rehypePlugins: withCodeHtml ? [shiki, rehypeCodeHtml] : [shiki] }),
  );
  const file = join(dir, `page-${withCodeHtml}.mjs`);
  writeFileSync(file, code);
  const { default: Content } = (await import(pathToFileURL(file).href)) as {
    default: ComponentType<{ components: Record<string, ComponentType<never>> }>;
  };
  // Like the site's code block: the pre component wraps what it is given.
  const Pre = (props: ComponentProps<'pre'>) =>
    createElement('div', { 'data-code-block': '' }, createElement('pre', props));
  return { code, html: renderToStaticMarkup(createElement(Content, { components: { pre: Pre } })) };
}

describe('rehypeCodeHtml', () => {
  it('renders exactly the HTML the highlighted tree would, through the page’s pre component', async () => {
    const tree = await render(false);
    const string = await render(true);
    // The same DOM: React escapes `>` and quotes in text, the HTML serializer needs not.
    const normalized = (html: string) =>
      html.replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
    expect(normalized(string.html)).toBe(normalized(tree.html));
    expect(string.html).toContain(
      '<div data-code-block=""><pre class="shiki docshell-code" style="background-color:var(--code-background);color:var(--code-foreground)"',
    );
    expect(string.html).toContain('&lt;world> &amp;');
  });

  it('compiles each highlighted block to one element instead of one per token', async () => {
    const tree = await render(false);
    const string = await render(true);
    const elements = (code: string) => (code.match(/_jsxs?\(/g) ?? []).length;
    expect(elements(string.code)).toBeLessThan(elements(tree.code) / 3);
    expect(string.code).toContain('dangerouslySetInnerHTML');
  });
});

describe('parseStyle', () => {
  it('splits declarations and keeps colons inside values', () => {
    expect(parseStyle('--shiki-light:#24292e; --shiki-dark:#e1e4e8;;background:url(a:b)')).toEqual([
      ['--shiki-light', '#24292e'],
      ['--shiki-dark', '#e1e4e8'],
      ['background', 'url(a:b)'],
    ]);
  });
});
