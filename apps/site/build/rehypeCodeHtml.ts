import { valueToEstree } from 'estree-util-value-to-estree';
import { hastToHtml } from 'shiki';

// The few hast shapes this plugin reads (the site does not depend on @types/hast).
type HastNodes = Parameters<typeof hastToHtml>[0];
interface Element {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: Node[];
}
interface Root {
  type: 'root';
  children: Node[];
}
type Node = Element | { type: string; children?: Node[] };

/** An MDX JSX element in the hast tree (what MDX's compiler turns into a JSX call). */
interface MdxJsxFlowElement {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: unknown[];
  children: [];
}

/** `{ ... }` as an MDX JSX attribute value, carrying the estree MDX compiles it from. */
function expressionAttribute(name: string, expression: unknown) {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression }],
        },
      },
    },
  };
}

/**
 * A `style` attribute (`background-color:var(--code-background);color:var(--code-foreground)`)
 * as style object entries.
 */
export function parseStyle(style: string): [string, string][] {
  return style
    .split(';')
    .map((declaration) => declaration.split(/:(.*)/s, 2).map((part) => part.trim()))
    .filter(
      (pair): pair is [string, string] => pair.length === 2 && pair[0] !== '' && pair[1] !== '',
    );
}

function isElement(node: Node): node is Element {
  return node.type === 'element';
}

/**
 * Turns each highlighted `<pre class="shiki">` into one `pre` whose content is an HTML string.
 * Left as hast, every token would become a JSX element with a style object: thousands of elements
 * per page to compile, ship, create and hydrate. As a string it is one element; the text is our
 * own content highlighted at build time, never reader input. The `pre` still goes through the
 * page's `pre` component (the code block with its copy button), as generated elements do.
 */
/** The MDX element for one highlighted `pre`, or undefined when the node is not one. */
function codeHtmlElement(node: Node): MdxJsxFlowElement | undefined {
  if (!isElement(node) || node.tagName !== 'pre') return undefined;
  // Shiki's own hast uses `class` and `tabindex`; rehype's parser `className` and `tabIndex`.
  const { class: classString, className, style, tabindex, tabIndex } = node.properties;
  const classes = Array.isArray(className)
    ? className.map(String)
    : typeof classString === 'string'
      ? classString.split(/\s+/)
      : [];
  if (!classes.includes('shiki')) return undefined;
  const html = hastToHtml(node.children as unknown as HastNodes, {
    characterReferences: { useNamedReferences: true },
  });
  const attributes: unknown[] = [
    { type: 'mdxJsxAttribute', name: 'className', value: classes.join(' ') },
    expressionAttribute('dangerouslySetInnerHTML', valueToEstree({ __html: html })),
  ];
  if (typeof style === 'string') {
    attributes.push(
      expressionAttribute('style', valueToEstree(Object.fromEntries(parseStyle(style)))),
    );
  }
  const tab = tabIndex ?? tabindex;
  if (tab !== undefined) {
    attributes.push({ type: 'mdxJsxAttribute', name: 'tabIndex', value: String(tab) });
  }
  return { type: 'mdxJsxFlowElement', name: 'pre', attributes, children: [] };
}

export function rehypeCodeHtml() {
  const visit = (parent: { children?: Node[] }) => {
    parent.children?.forEach((child, index) => {
      const element = codeHtmlElement(child);
      if (element) {
        parent.children![index] = element;
        return;
      }
      if (child.type === 'root' && child.children) {
        // Shiki puts each block in a root node of its own, which its cache may hand out again:
        // replace that root with a converted copy rather than changing it.
        const converted = child.children.map((node) => codeHtmlElement(node) ?? node);
        if (converted.some((node, i) => node !== child.children![i])) {
          parent.children![index] = { ...child, children: converted };
          return;
        }
      }
      visit(child);
    });
  };
  return (tree: Root) => visit(tree);
}
