import { createCssVariablesTheme, type ShikiTransformer } from 'shiki';
import { codeTokenClass } from '../src/mdx/codeTokenClass.ts';

/**
 * The one Shiki theme every code block is highlighted in. Its colours are CSS variables
 * (`--code-foreground`, `--code-token-keyword`, …) whose values src/styles.css sets per colour
 * scheme. One theme means one pass of the grammar per block: two themes (light and dark) took
 * twice the time, the largest part of highlighting a thousand pages.
 */
export const CODE_THEME = createCssVariablesTheme({
  name: 'docshell-code',
  variablePrefix: '--code-',
  fontStyle: true,
});

const TOKEN_COLOUR = /^color:var\(--code-token-([a-z-]+)\)$/;
const FOREGROUND = 'color:var(--code-foreground)';

/**
 * Highlighted code as classes, not inline styles: a token coloured by `--code-token-keyword` gets
 * the class `c-token-keyword` (../src/mdx/codeTokenClass.ts; src/styles.css colours it), and a span in the block's own colour is
 * no span at all. Every page carries its code twice (in the HTML, and as a string in its chunk for
 * hydration): this makes a demo page's chunk about a tenth smaller.
 */
export const CODE_CLASSES: ShikiTransformer = {
  name: 'docshell-code-classes',
  line(line) {
    line.children = line.children.flatMap((child) => {
      if (child.type !== 'element' || child.tagName !== 'span') return [child];
      const style = child.properties.style;
      if (style === FOREGROUND) return child.children;
      const token = typeof style === 'string' ? TOKEN_COLOUR.exec(style) : null;
      if (!token) return [child];
      const { style: _, ...properties } = child.properties;
      return [{ ...child, properties: { ...properties, class: codeTokenClass(token[1]!) } }];
    });
  },
};
