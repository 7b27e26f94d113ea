import { parse as parseYaml } from 'yaml';
import { demoMarkdownPathOf, markdownPathOf, MARKDOWN_MAX_CHARS } from './markdownPath';
import {
  absoluteLinks,
  codeBlock,
  code,
  heading,
  link,
  pageDocument,
  paragraph,
  parseMdx,
  strong,
  stringify,
  text,
  type MdNode,
} from './markdownTree';

interface PageFrontmatter {
  title: string;
  description: string;
}

export interface MdxPageInput {
  /** The page's MDX source. */
  source: string;
  pagePath: string;
  /** The site's public origin: the copy's links are absolute. */
  origin: string;
  /** The quoted line under the h1 (what the page documents, its version, the HTML page). */
  intro: MdNode[];
  /** A demo's TypeScript source, by the name `<Demo name="…" />` gives. */
  demoSource(name: string): string | undefined;
  /** Whether a site path is a page: links to pages point at their Markdown copies. */
  isPage(path: string): boolean;
  /**
   * Blocks added at the end (a component page's API table), in full and in short (a link): the
   * short form is used only when the page would otherwise be over the size limit.
   */
  appendix?: { full: MdNode[]; short: MdNode[] };
  maxChars?: number;
}

/** A Markdown file the build writes beside the page's own: a demo's source, for a long page. */
export interface ExtraMarkdownFile {
  path: string;
  markdown: string;
}

export interface MdxPageMarkdown extends PageFrontmatter {
  markdown: string;
  /** Whether the demos' sources are linked rather than inline (the page was too long). */
  demosLinked: boolean;
  extraFiles: ExtraMarkdownFile[];
}

/** `ButtonColorsAndSizes` → `Button colors and sizes`. */
export function demoTitle(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
  return words.charAt(0) + words.slice(1).toLowerCase();
}

/** The frontmatter of an MDX page (title and description), from its source or its tree. */
function frontmatterOf(source: string | MdNode): PageFrontmatter {
  const tree = typeof source === 'string' ? parseMdx(source) : source;
  const yaml = tree.children?.find((node) => node.type === 'yaml');
  const data = (yaml?.value ? parseYaml(yaml.value) : {}) as Partial<PageFrontmatter> | null;
  return { title: String(data?.title ?? ''), description: String(data?.description ?? '') };
}

// MDX syntax with no Markdown equivalent: imports and exports, `{expressions}`.
const DROPPED = new Set(['yaml', 'toml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

function demoNameOf(node: MdNode): string | undefined {
  if (node.type !== 'mdxJsxFlowElement' || node.name !== 'Demo') return undefined;
  const name = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'name');
  return typeof name?.value === 'string' ? name.value : undefined;
}

interface Rewrite {
  pagePath: string;
  linkDemos: boolean;
  demoSource(name: string): string;
  isPage(path: string): boolean;
}

function demoBlocks(name: string, { pagePath, linkDemos, demoSource }: Rewrite): MdNode[] {
  const label = strong(`Demo: ${demoTitle(name)}`);
  if (linkDemos) {
    const url = demoMarkdownPathOf(pagePath, name);
    return [paragraph(label, text(': '), link(url, [code(`${name}.tsx`)]))];
  }
  return [
    paragraph(label, text(' ('), code(`${name}.tsx`), text(')')),
    codeBlock('tsx', demoSource(name)),
  ];
}

/** A site link to a page goes to the page's Markdown copy, keeping its `#section`. */
function rewriteUrl(url: string, isPage: (path: string) => boolean): string {
  const match = /^(\/(?!\/)[^?#]*)([?#].*)?$/.exec(url);
  if (!match || !isPage(match[1]!.replace(/\/+$/, '') || '/')) return url;
  return `${markdownPathOf(match[1]!)}${match[2] ?? ''}`;
}

/** The page's nodes as Markdown: demos as their source, JSX unwrapped, MDX syntax dropped. */
function rewrite(nodes: MdNode[], options: Rewrite): MdNode[] {
  return nodes.flatMap((node): MdNode[] => {
    if (DROPPED.has(node.type)) return [];
    const demo = demoNameOf(node);
    if (demo) return demoBlocks(demo, options);
    const children = node.children && rewrite(node.children, options);
    // Any other element keeps its content (no page uses one today).
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      return children ?? [];
    const url = node.url === undefined ? {} : { url: rewriteUrl(node.url, options.isPage) };
    return [{ ...node, ...url, ...(children && { children }) }];
  });
}

/**
 * An MDX page as Markdown: its title as the h1, the prose, code blocks fenced with their language,
 * each demo's TypeScript source with its title, then the appendix. A page longer than the limit
 * links its demos' sources (written as files of their own) instead, then shortens its appendix
 * to a link; a page still too long fails the build, naming itself.
 */
export function mdxToMarkdown(input: MdxPageInput): MdxPageMarkdown {
  const tree = parseMdx(input.source);
  const frontmatter = frontmatterOf(tree);
  const max = input.maxChars ?? MARKDOWN_MAX_CHARS;
  const demos = new Map<string, string>();
  const demoSource = (name: string) => {
    const source = input.demoSource(name);
    if (source === undefined)
      throw new Error(`[site] ${input.pagePath}: no source for <Demo name="${name}" />`);
    demos.set(name, source);
    return source;
  };
  const attempts = [
    { linkDemos: false, appendix: input.appendix?.full },
    { linkDemos: true, appendix: input.appendix?.full },
    { linkDemos: true, appendix: input.appendix?.short },
  ];
  let length = 0;
  for (const { linkDemos, appendix } of attempts) {
    const body = rewrite(tree.children ?? [], { ...input, linkDemos, demoSource });
    const markdown = pageDocument(
      frontmatter.title,
      input.intro,
      [...body, ...(appendix ?? [])],
      input.origin,
    );
    length = markdown.length;
    if (length > max) continue;
    const extraFiles = linkDemos
      ? [...demos].map(([name, source]) => ({
          path: demoMarkdownPathOf(input.pagePath, name),
          markdown: stringify(
            absoluteLinks(
              [
                heading(1, `Demo: ${demoTitle(name)}`),
                paragraph(
                  text('A demo of '),
                  link(markdownPathOf(input.pagePath), [text(frontmatter.title)]),
                  text('.'),
                ),
                codeBlock('tsx', source),
              ],
              input.origin,
            ),
          ),
        }))
      : [];
    return { ...frontmatter, markdown, demosLinked: linkDemos, extraFiles };
  }
  throw new Error(
    `[site] ${input.pagePath}: its Markdown is ${length} characters with its demos linked (at most ${max}): split the page`,
  );
}
