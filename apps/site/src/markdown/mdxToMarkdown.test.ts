import { describe, expect, it } from 'vitest';
import { demoMarkdownPathOf, markdownPathOf, MARKDOWN_MAX_CHARS } from './markdownPath';
import { paragraph, text } from './markdownTree';
import { demoTitle, mdxToMarkdown, type MdxPageInput } from './mdxToMarkdown';

const SOURCE = `---
title: Widget
description: A widget.
---

# Widget

Some *prose* with a [link](/a/page#part) and [another](/elsewhere).

\`\`\`bash
npm install widget
\`\`\`

<Demo name="WidgetBasic" />

\`\`\`
plain
\`\`\`
`;

const DEMO = 'export default function WidgetBasic() {\n  return <div>widget</div>;\n}\n';

function input(overrides: Partial<MdxPageInput> = {}): MdxPageInput {
  return {
    source: SOURCE,
    pagePath: '/p/widget',
    origin: 'https://docs.example.com',
    intro: [text('Widget v1 documentation.')],
    demoSource: (name) => (name === 'WidgetBasic' ? DEMO : undefined),
    isPage: (path) => path === '/a/page',
    ...overrides,
  };
}

describe('markdownPathOf', () => {
  it('adds .md to the page path, /index.md for the home page', () => {
    expect(markdownPathOf('/material-ui/react-button')).toBe('/material-ui/react-button.md');
    expect(markdownPathOf('/material-ui/react-button/')).toBe('/material-ui/react-button.md');
    expect(markdownPathOf('/')).toBe('/index.md');
    expect(demoMarkdownPathOf('/a/b', 'Name')).toBe('/a/b/demos/Name.md');
  });
});

describe('mdxToMarkdown', () => {
  it('keeps the h1, the prose and each code block fenced with its language', () => {
    const { markdown, title, description } = mdxToMarkdown(input());
    expect({ title, description }).toEqual({ title: 'Widget', description: 'A widget.' });
    expect(markdown.startsWith('# Widget\n\n> Widget v1 documentation.\n')).toBe(true);
    expect(markdown).toContain('Some *prose*');
    expect(markdown).toContain('```bash\nnpm install widget\n```');
    expect(markdown).not.toContain('title: Widget');
    expect(markdown).not.toContain('<Demo');
  });

  it('puts each demo in as its TypeScript source with its title', () => {
    const { markdown, demosLinked } = mdxToMarkdown(input());
    expect(demosLinked).toBe(false);
    expect(markdown).toContain('**Demo: Widget basic** (`WidgetBasic.tsx`)');
    expect(markdown).toContain(`\`\`\`tsx\n${DEMO.trimEnd()}\n\`\`\``);
  });

  it('links pages to their Markdown copies, other site links to their pages, all absolute', () => {
    const { markdown } = mdxToMarkdown(input());
    expect(markdown).toContain('[link](https://docs.example.com/a/page.md#part)');
    expect(markdown).toContain('[another](https://docs.example.com/elsewhere)');
  });

  it('adds an h1 from the title when the page has none', () => {
    const source = SOURCE.replace('# Widget\n', '');
    expect(mdxToMarkdown(input({ source })).markdown.startsWith('# Widget\n')).toBe(true);
  });

  it('fails on a demo with no source', () => {
    expect(() => mdxToMarkdown(input({ demoSource: () => undefined }))).toThrow(
      /\/p\/widget: no source for <Demo name="WidgetBasic" \/>/,
    );
  });

  describe('the size rule', () => {
    const big = `export const data = '${'x'.repeat(600)}';\n`;
    const appendix = {
      full: [paragraph(text('FULL TABLE'))],
      short: [paragraph(text('SHORT LINK'))],
    };

    it('keeps every demo inline while the page is within the limit', () => {
      const page = mdxToMarkdown(input({ demoSource: () => big, appendix, maxChars: 2000 }));
      expect(page.demosLinked).toBe(false);
      expect(page.markdown).toContain(big.trim());
      expect(page.extraFiles).toEqual([]);
    });

    it('links the demos to files of their own when the page would be over the limit', () => {
      const page = mdxToMarkdown(input({ demoSource: () => big, appendix, maxChars: 500 }));
      expect(page.demosLinked).toBe(true);
      expect(page.markdown.length).toBeLessThanOrEqual(500);
      expect(page.markdown).not.toContain(big.trim());
      expect(page.markdown).toContain(
        '[`WidgetBasic.tsx`](https://docs.example.com/p/widget/demos/WidgetBasic.md)',
      );
      expect(page.markdown).toContain('FULL TABLE');
      expect(page.extraFiles).toEqual([
        { path: '/p/widget/demos/WidgetBasic.md', markdown: expect.stringContaining(big.trim()) },
      ]);
      expect(page.extraFiles[0]!.markdown).toContain('# Demo: Widget basic');
      expect(page.extraFiles[0]!.markdown).toContain('(https://docs.example.com/p/widget.md)');
    });

    it('then shortens the appendix to its link, and fails a page still too long', () => {
      const long = { full: [paragraph(text('T'.repeat(400)))], short: appendix.short };
      const page = mdxToMarkdown(input({ demoSource: () => big, appendix: long, maxChars: 500 }));
      expect(page.markdown).toContain('SHORT LINK');
      expect(() => mdxToMarkdown(input({ demoSource: () => big, maxChars: 100 }))).toThrow(
        /\/p\/widget: its Markdown is \d+ characters with its demos linked \(at most 100\)/,
      );
    });

    it('defaults to 50,000 characters', () => {
      expect(MARKDOWN_MAX_CHARS).toBe(50_000);
    });
  });
});

describe('demoTitle', () => {
  it('makes words of a demo name', () => {
    expect(demoTitle('ButtonColorsAndSizes')).toBe('Button colors and sizes');
  });
});
