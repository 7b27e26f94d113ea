import {
  Children,
  Fragment,
  isValidElement,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { mdxComponents } from './mdxComponents';

/**
 * Top-level blocks (headings, paragraphs, demos, code blocks) in a page's first part: enough to
 * fill a tall window with the title, the lead and the first section.
 */
export const FIRST_PART_BLOCKS = 6;

type MdxContent = ComponentType<{ components?: typeof mdxComponents }>;

/** The page's top-level blocks, or undefined when its content is not a plain list of them. */
function blocksOf(Content: MdxContent): ReactNode[] | undefined {
  // An MDX page compiled without a provider is a plain function of its props with no hooks, and
  // returns one fragment of the page's blocks.
  const tree = (Content as (props: { components: typeof mdxComponents }) => ReactNode)({
    components: mdxComponents,
  });
  if (!isValidElement(tree) || tree.type !== Fragment) return undefined;
  return Children.toArray((tree as ReactElement<{ children?: ReactNode }>).props.children);
}

/** The first `count` elements of `blocks`, with the text between them. */
export function firstBlocks(blocks: ReactNode[], count: number): ReactNode[] {
  let elements = 0;
  const end = blocks.findIndex((block) => isValidElement(block) && ++elements > count);
  return end === -1 ? blocks : blocks.slice(0, end);
}

/**
 * An MDX page's content, whole or (`complete` false) only its first blocks. The blocks keep their
 * keys either way, so completing the page adds the rest below without re-creating the first part.
 */
export function MdxArticle({ Content, complete }: { Content: MdxContent; complete: boolean }) {
  const blocks = blocksOf(Content);
  if (!blocks) return <Content components={mdxComponents} />;
  return <>{complete ? blocks : firstBlocks(blocks, FIRST_PART_BLOCKS)}</>;
}
