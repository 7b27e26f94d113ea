import type { CodeVariant } from '@docshell/docs-theme';
import { transform, type Transform } from 'sucrase';

/** The language a demo's source is shown (and edited) in: the reader's TS/JS choice (docs-theme). */
export type DemoLanguage = CodeVariant;

export type TranspileResult =
  | {
      ok: true;
      /** CommonJS: `require(…)` for imports, `exports.default = …` for the default export. */
      code: string;
      /** The module specifiers the code requires, in order of first use. */
      imports: string[];
    }
  | { ok: false; message: string; line?: number; column?: number };

// Sucrase writes each import as `require('…')` (keeping the reader's quotes) and the JSX runtime
// as `require("react/jsx-runtime")`; `.require(` or `myrequire(` are someone else's.
const REQUIRE_CALL = /(?<![\w$.])require\(\s*(['"])([^'"\n]+)\1\s*\)/g;
// Sucrase ends a syntax error's message with its 1-based position: "Unexpected token (3:14)".
const POSITION = /\((\d+):(\d+)\)\s*$/;

/**
 * A demo's source (TSX, or JavaScript with JSX) to CommonJS that runs with React's automatic
 * JSX runtime. Sucrase keeps every statement on its line, so line N of the output is line N of
 * the reader's code (the import helpers it adds all go on line 1).
 */
export function transpileDemo(code: string, language: DemoLanguage): TranspileResult {
  const transforms: Transform[] =
    language === 'TS' ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'];
  let output: string;
  try {
    output = transform(code, { transforms, jsxRuntime: 'automatic', production: true }).code;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = POSITION.exec(message);
    // The position moves out of the message: the demo shows the line on its own.
    return position
      ? {
          ok: false,
          message: message.replace(POSITION, '').trim(),
          line: Number(position[1]),
          column: Number(position[2]),
        }
      : { ok: false, message };
  }
  const imports = new Set<string>();
  for (const match of output.matchAll(REQUIRE_CALL)) imports.add(match[2]!);
  return { ok: true, code: output, imports: [...imports] };
}
