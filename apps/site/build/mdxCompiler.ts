import { createProcessor } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { SourceMapGenerator } from 'source-map';
import { CODE_CLASSES, CODE_THEME } from './codeTheme.ts';
import { rehypeCodeHtml } from './rehypeCodeHtml.ts';
import { remarkGfmWithoutAutolinks } from './remarkGfmWithoutAutolinks.ts';
import { rehypeTocHeadings } from './rehypeTocHeadings.ts';

// Code block languages the pages use, loaded up front; any other loads when first met, and an
// unknown one shows as plain text. (Shiki's default loads every bundled grammar: seconds of every
// build.)
const CODE_LANGUAGES = ['tsx', 'ts', 'jsx', 'js', 'bash', 'json', 'css', 'html', 'diff'];

export interface MdxCompilerOptions {
  /** React's development JSX runtime (better warnings), for the dev server. */
  development: boolean;
  /** A source map per page: the dev server's, or a build with `build.sourcemap`. */
  sourceMaps: boolean;
}

export interface CompiledMdx {
  code: string;
  /** Vite accepts the map object MDX writes as it is. */
  map: ReturnType<SourceMapGenerator['toJSON']> | null;
}

/** Where a compile error points in the page, when MDX says (1-based line and column). */
export interface MdxErrorPlace {
  line: number;
  column: number;
}

/** The compile error's place in the page, read from the message MDX throws. */
export function mdxErrorPlace(error: unknown): MdxErrorPlace | undefined {
  const { line, column } = (error ?? {}) as { line?: unknown; column?: unknown };
  return typeof line === 'number' && typeof column === 'number' ? { line, column } : undefined;
}

/**
 * One MDX page to JavaScript: GitHub-flavoured Markdown less literal autolinks, frontmatter
 * exported as `frontmatter`, ids on headings and the table of contents exported as `headings`,
 * and code highlighted at build time (no highlighter is shipped to the reader; token colours are
 * CSS variables, and the stylesheet gives them per colour scheme).
 */
export function createMdxCompiler({ development, sourceMaps }: MdxCompilerOptions) {
  const processor = createProcessor({
    development,
    SourceMapGenerator: sourceMaps ? SourceMapGenerator : undefined,
    remarkPlugins: [
      remarkGfmWithoutAutolinks,
      remarkFrontmatter,
      [remarkMdxFrontmatter, { name: 'frontmatter' }],
    ],
    rehypePlugins: [
      rehypeSlug,
      rehypeTocHeadings,
      [
        rehypeShiki,
        {
          theme: CODE_THEME,
          transformers: [CODE_CLASSES],
          langs: CODE_LANGUAGES,
          lazy: true,
          fallbackLanguage: 'text',
          // The same snippet (an install command, say) is highlighted once per compiler.
          cache: new Map(),
        },
      ],
      // Each highlighted block as one HTML string rather than an element per token.
      rehypeCodeHtml,
    ],
  });
  return async (source: string, path: string): Promise<CompiledMdx> => {
    const file = await processor.process({ path, value: source });
    return { code: String(file.value), map: (file.map as CompiledMdx['map']) ?? null };
  };
}
