import type { TocHeading } from '@docshell/docs-nav';
import { valueToEstree } from 'estree-util-value-to-estree';
import { toString } from 'hast-util-to-string';

// The few hast shapes this plugin reads (the site does not depend on @types/hast).
type HastNode = Parameters<typeof toString>[0];
interface Node {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

const TOC_LEVELS: Record<string, number> = { h2: 2, h3: 3 };

/**
 * The page's `h2` and `h3` headings that have an id (rehype-slug runs first), in order, with
 * their text as the table of contents shows it. Headings inside JSX are not hast elements and,
 * as for rehype-slug, are not listed.
 */
function collectHeadings(tree: Node): TocHeading[] {
  const headings: TocHeading[] = [];
  const visit = (node: Node) => {
    const level = node.type === 'element' ? TOC_LEVELS[node.tagName ?? ''] : undefined;
    const id = node.properties?.id;
    if (level !== undefined) {
      const text = toString(node as HastNode)
        .replace(/\s+/g, ' ')
        .trim();
      if (typeof id === 'string' && id !== '' && text !== '') headings.push({ id, text, level });
      return;
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return headings;
}

/**
 * Exports the page's headings (`export const headings = [...]`), so its table of contents is
 * prerendered with the page and rendered with it on a client navigation, rather than read from
 * the DOM once the page has mounted (an extra render of the page, after hydration).
 */
export function rehypeTocHeadings() {
  return (tree: Node) => {
    const headings = collectHeadings(tree);
    tree.children ??= [];
    tree.children.push({
      type: 'mdxjsEsm',
      // MDX compiles an ESM node from its estree; the value is only read by tools.
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              specifiers: [],
              source: null,
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [
                  {
                    type: 'VariableDeclarator',
                    id: { type: 'Identifier', name: 'headings' },
                    init: valueToEstree(headings),
                  },
                ],
              },
            },
          ],
        },
      },
    } as Node);
  };
}
