/**
 * The class of a highlighted code token (`keyword`, `string-expression`…), coloured by
 * src/styles.css from the `--code-token-*` variables of each colour scheme. The build-time
 * highlighting (build/codeTheme.ts) and the demo editor (src/demos/liveEdit/demoEditorView.ts)
 * both write it, so static and edited code share one set of rules.
 */
export function codeTokenClass(token: string): string {
  return `c-token-${token}`;
}
