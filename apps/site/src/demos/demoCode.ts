import type { CodeStyling, CodeVariant } from '@docshell/docs-theme';
import type { DemoCode, DemoSource, StylingVariant } from '../../build/demoSource';

export type { DemoCode, DemoSource, StylingVariant };

/** The source for the reader's styling choice, when this demo has one written that way. */
export function codeFor(
  source: DemoSource,
  styling: CodeStyling,
): { code: DemoCode; variant: StylingVariant | null } {
  const variant = styling === 'Tailwind' || styling === 'CSS' ? styling : null;
  const code = variant ? source.styling[variant] : undefined;
  return code ? { code, variant } : { code: source, variant: null };
}

/** The highlighted source (or, with `preview`, the highlighted JSX preview) in a language. */
export function htmlFor(
  code: DemoCode,
  language: CodeVariant,
  preview = false,
): string | undefined {
  const shown = preview ? code.preview : code;
  return shown && (language === 'TS' ? shown.ts : shown.js);
}
