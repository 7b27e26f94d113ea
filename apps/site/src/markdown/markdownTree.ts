import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { remarkGfmWithoutAutolinks } from '../../build/remarkGfmWithoutAutolinks';

/**
 * The part of an mdast node (https://github.com/syntax-tree/mdast) this folder reads or builds.
 * MDX's own nodes (`mdxJsxFlowElement`, `mdxjsEsm`, ...) are mdast nodes too.
 */
export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  depth?: number;
  lang?: string | null;
  url?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  align?: (string | null)[];
}

// The same parser the pages are compiled with (MDX, frontmatter, GFM less autolinks), and a
// printer for the same syntax: what the site renders is what the Markdown copy says.
const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkGfmWithoutAutolinks)
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-', listItemIndent: 'one' })
  .freeze();

export function parseMdx(source: string): MdNode {
  return processor.parse(source) as MdNode;
}

/** Markdown text of a tree (a root, or a list of block nodes). */
export function stringify(nodes: MdNode | MdNode[]): string {
  const root = Array.isArray(nodes) ? { type: 'root', children: nodes } : nodes;
  return processor.stringify(root as Parameters<typeof processor.stringify>[0]);
}

export const text = (value: string): MdNode => ({ type: 'text', value });
export const code = (value: string): MdNode => ({ type: 'inlineCode', value });
export const strong = (value: string): MdNode => ({ type: 'strong', children: [text(value)] });
export const link = (url: string, children: MdNode[]): MdNode => ({ type: 'link', url, children });
export const paragraph = (...children: MdNode[]): MdNode => ({ type: 'paragraph', children });
export const heading = (depth: number, value: string): MdNode => ({
  type: 'heading',
  depth,
  children: [text(value)],
});
export const codeBlock = (lang: string, value: string): MdNode => ({
  type: 'code',
  lang,
  value: value.trimEnd(),
});

/** A bullet list: each item is a list of block nodes. */
export function list(items: MdNode[][]): MdNode {
  return {
    type: 'list',
    children: items.map((children) => ({ type: 'listItem', children })),
  };
}

/** A GFM table: one header row, then the rows; each cell is a list of inline nodes. */
export function table(header: string[], rows: MdNode[][][]): MdNode {
  const row = (cells: MdNode[][]): MdNode => ({
    type: 'tableRow',
    children: cells.map((children) => ({ type: 'tableCell', children })),
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((name) => [text(name)])), ...rows.map(row)],
  };
}

/**
 * Root-relative links (`/material-ui/react-button.md`) made absolute: a copy of a page is pasted
 * and split into chunks, and a link must still lead somewhere once its base URL is gone.
 */
export function absoluteLinks(nodes: MdNode[], origin: string): MdNode[] {
  return nodes.map((node) => ({
    ...node,
    ...(node.url?.startsWith('/') && !node.url.startsWith('//') && { url: origin + node.url }),
    ...(node.children && { children: absoluteLinks(node.children, origin) }),
  }));
}

/**
 * A page's Markdown: the h1 (the page's own, or one made from its title), a quoted line saying
 * what it documents and where the HTML page is, then the rest of the page; links absolute.
 */
export function pageDocument(
  title: string,
  intro: MdNode[],
  body: MdNode[],
  origin: string,
): string {
  const first = body[0];
  const hasTitle = first?.type === 'heading' && first.depth === 1;
  const h1 = hasTitle ? first : heading(1, title);
  const rest = hasTitle ? body.slice(1) : body;
  const blocks = [h1, { type: 'blockquote', children: [paragraph(...intro)] }, ...rest];
  return stringify(absoluteLinks(blocks, origin));
}
