import ts from 'typescript';

/** A demo whose returned JSX is longer than this shows its first lines, collapsed, instead. */
export const PREVIEW_MAX_LINES = 16;

function defaultExportedFunction(file: ts.SourceFile): ts.FunctionLikeDeclaration | undefined {
  for (const statement of file.statements) {
    if (
      ts.isFunctionDeclaration(statement) &&
      statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
    ) {
      return statement;
    }
  }
  return undefined;
}

function isJsx(node: ts.Node): boolean {
  return ts.isJsxElement(node) || ts.isJsxFragment(node) || ts.isJsxSelfClosingElement(node);
}

/** Removes the indentation every line shares, the first line's own taken as zero. */
function dedent(text: string, firstLineIndent: number): string {
  const lines = text.split('\n');
  const rest = lines.slice(1).filter((line) => line.trim());
  const shared = Math.min(firstLineIndent, ...rest.map((line) => line.search(/\S/)));
  return lines.map((line, i) => (i === 0 ? line : line.slice(shared))).join('\n');
}

/**
 * The JSX a demo's component returns, as the reader sees it when the demo's source is collapsed:
 * what the demo shows, without its imports and state. Undefined when the component does not end
 * by returning JSX, or when that JSX is too long to be a preview.
 */
export function jsxPreview(source: string, language: 'tsx' | 'jsx'): string | undefined {
  const kind = language === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.JSX;
  const file = ts.createSourceFile(`demo.${language}`, source, ts.ScriptTarget.Latest, true, kind);
  const body = defaultExportedFunction(file)?.body;
  if (!body || !ts.isBlock(body)) return undefined;
  const last = body.statements.at(-1);
  if (!last || !ts.isReturnStatement(last) || !last.expression) return undefined;
  let jsx: ts.Expression = last.expression;
  while (ts.isParenthesizedExpression(jsx)) jsx = jsx.expression;
  if (!isJsx(jsx)) return undefined;
  const start = jsx.getStart(file);
  const column = start - source.lastIndexOf('\n', start - 1) - 1;
  const text = dedent(source.slice(start, jsx.getEnd()), column);
  return text.split('\n').length <= PREVIEW_MAX_LINES ? text : undefined;
}
