// @vitest-environment node
import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import rehypeSlug from 'rehype-slug';
import { describe, expect, it } from 'vitest';
import type { TocHeading } from '@docshell/docs-nav';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { rehypeTocHeadings } from './rehypeTocHeadings';

async function headingsOf(source: string): Promise<TocHeading[]> {
  const page = await evaluate(source, {
    ...runtime,
    rehypePlugins: [rehypeSlug, rehypeTocHeadings],
  });
  return page.headings as TocHeading[];
}

describe('rehypeTocHeadings', () => {
  it('exports the h2 and h3 headings in order, with the ids rehype-slug gave them', async () => {
    const headings = await headingsOf(`# Button

## Basic button

### With an \`sx\` prop

#### Too deep for the contents

## Basic button

<h2>Written as JSX</h2>
`);
    expect(headings).toEqual([
      { id: 'basic-button', text: 'Basic button', level: 2 },
      { id: 'with-an-sx-prop', text: 'With an sx prop', level: 3 },
      { id: 'basic-button-1', text: 'Basic button', level: 2 },
    ]);
  });

  it('leaves out a heading without text, and exports an empty list for a page without any', async () => {
    expect(await headingsOf('## \n\nJust text.')).toEqual([]);
    expect(await headingsOf('Only a paragraph.')).toEqual([]);
  });

  it('keeps the page itself as it was', async () => {
    const source = '## Hello *there*\n\nText.';
    const withHeadings = await evaluate(source, {
      ...runtime,
      rehypePlugins: [rehypeSlug, rehypeTocHeadings],
    });
    const without = await evaluate(source, { ...runtime, rehypePlugins: [rehypeSlug] });
    const html = (page: typeof without) =>
      renderToStaticMarkup(createElement(page.default as ComponentType));
    expect(html(withHeadings)).toBe(html(without));
    expect(html(withHeadings)).toContain('<h2 id="hello-there">Hello <em>there</em></h2>');
    expect(withHeadings.headings).toEqual([{ id: 'hello-there', text: 'Hello there', level: 2 }]);
  });
});
