import { describe, expect, it } from 'vitest';
import { createRandom, pageMdx, syntheticTree, SYNTHETIC_PAGE_COUNT } from './synthetic.mjs';

const pages = syntheticTree().flatMap((section) => section.children);

function prose(mdx) {
  return mdx
    .replace(/^---[\s\S]*?---/, '')
    .replace(/```[\s\S]*?```/g, '')
    .split(/\s+/)
    .filter((word) => /\w/.test(word));
}

describe('syntheticTree', () => {
  it('has 1,000 pages in sections, each under the synthetic prefix with a unique path', () => {
    expect(SYNTHETIC_PAGE_COUNT).toBe(1000);
    expect(pages).toHaveLength(1000);
    expect(new Set(pages.map((page) => page.pathname)).size).toBe(1000);
    expect(pages.every((page) => /^\/synthetic\/[a-z0-9-]+\/[a-z0-9-]+$/.test(page.pathname))).toBe(
      true,
    );
  });

  it('grows to 10,000 pages by repeating the topics with a number, every path still unique', () => {
    const large = syntheticTree(10_000);
    const largePages = large.flatMap((section) => section.children);
    expect(largePages).toHaveLength(10_000);
    expect(new Set(largePages.map((page) => page.pathname)).size).toBe(10_000);
    expect(large.slice(0, 40).map((s) => s.title)).toEqual(syntheticTree().map((s) => s.title));
    expect(large[40].title).toBe(`${large[0].title} 2`);
  });
});

describe('pageMdx', () => {
  const mdx = pageMdx(pages[42], pages, createRandom(7));

  it('writes about 900 words of prose and five code blocks', () => {
    expect(prose(mdx).length).toBeGreaterThan(800);
    expect(prose(mdx).length).toBeLessThan(1100);
    expect(mdx.match(/^```\w+$/gm)).toHaveLength(5);
  });

  it('starts with frontmatter whose values are quoted, then the title as the only h1', () => {
    expect(mdx).toMatch(/^---\ntitle: "[^"]+"\ndescription: "[^"]+"\n---\n/);
    expect(mdx.replace(/```[\s\S]*?```/g, '').match(/^# /gm)).toHaveLength(1);
  });

  it('links only to pages of the tree', () => {
    const paths = new Set(pages.map((page) => page.pathname));
    const links = [...mdx.matchAll(/\]\((\/[^)]+)\)/g)].map((m) => m[1]);
    expect(links.every((link) => paths.has(link))).toBe(true);
  });

  it('keeps braces and angle brackets out of the prose, where MDX would read them as code', () => {
    const text = mdx.replace(/```[\s\S]*?```/g, '');
    expect(text).not.toMatch(/[{}<>]/);
  });

  it('writes the same page for the same seed and a different one for another', () => {
    expect(pageMdx(pages[42], pages, createRandom(7))).toBe(mdx);
    expect(pageMdx(pages[42], pages, createRandom(8))).not.toBe(mdx);
  });
});
