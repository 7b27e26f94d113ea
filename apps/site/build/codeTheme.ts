import { createCssVariablesTheme } from 'shiki';

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
