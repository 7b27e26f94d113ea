import { describe, expect, it } from 'vitest';
import { productLlmsFiles, type LlmsPage, type LlmsProduct } from './llmsTxt';
import { MARKDOWN_MAX_CHARS } from './markdownPath';

const ORIGIN = 'https://docs.example.com';

function pages(section: string, count: number): LlmsPage[] {
  return Array.from({ length: count }, (_, i) => ({
    path: `/big/${section}/page-${i}`,
    title: `${section} page ${i}`,
    // The longest one-line description an index keeps (200 characters).
    description: `A page about ${section} number ${i}. `.repeat(12),
    markdown: `# ${section} page ${i}\n`,
  }));
}

function product(sections: [string, number][]): LlmsProduct {
  return {
    name: 'Big UI',
    prefix: '/big',
    version: 'v1.2.3',
    description: 'A product with many pages.',
    sections: sections.map(([title, count]) => ({ title, pages: pages(title, count) })),
  };
}

/** The Markdown paths an llms.txt links to, in order. */
const linkedPaths = (content: string) =>
  [...content.matchAll(/\]\(https:\/\/docs\.example\.com(\/[^)]+)\)/g)].map((m) => m[1]!);

describe('productLlmsFiles', () => {
  it('writes one llms.txt listing every page when it fits', () => {
    const files = productLlmsFiles(
      product([
        ['Getting started', 5],
        ['Components', 20],
      ]),
      ORIGIN,
    );
    expect(files.map((file) => file.path)).toEqual(['/big/llms.txt']);
    const content = files[0]!.content;
    expect(content).toMatch(/^# Big UI\n\n> Big UI v1\.2\.3 documentation\./);
    expect(content).toContain('\n## Components\n');
    expect(linkedPaths(content).filter((path) => path.endsWith('.md'))).toHaveLength(25);
  });

  it('gives each section its own llms.txt when one would pass the limit, listing every page once', () => {
    const big = product([
      ['Getting started', 10],
      ['Components', 400],
      ['Customization', 150],
    ]);
    const files = productLlmsFiles(big, ORIGIN);
    for (const file of files) {
      expect(file.content.length, file.path).toBeLessThanOrEqual(MARKDOWN_MAX_CHARS);
      expect(file.content, file.path).toMatch(/\nVersion documented: Big UI v1\.2\.3\./);
    }

    const [index, ...sections] = files;
    expect(index!.path).toBe('/big/llms.txt');
    expect(index!.content).toContain('\n## Sections\n');
    expect(index!.content).toContain('Its 560 pages are too many for one index');
    // The index links each section file and no page.
    expect(linkedPaths(index!.content)).toEqual(sections.map((file) => file.path));
    expect(sections.map((file) => file.path)).toEqual([
      '/big/llms-getting-started.txt',
      '/big/llms-components.txt',
      '/big/llms-components-part-2.txt',
      '/big/llms-components-part-3.txt',
      '/big/llms-customization.txt',
    ]);
    expect(index!.content).toContain('[Components (part 2 of 3)]');

    const listed = sections
      .flatMap((file) => linkedPaths(file.content))
      .filter((p) => p.endsWith('.md'));
    const every = big.sections.flatMap((s) => s.pages.map((page) => `${page.path}.md`));
    expect(listed).toEqual(every);
  });

  it('keeps section files apart when two sections share a name', () => {
    const files = productLlmsFiles(
      product([
        ['Components', 300],
        ['Components', 300],
      ]),
      ORIGIN,
    );
    const paths = files.map((file) => file.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/big/llms-components-2.txt');
  });
});
