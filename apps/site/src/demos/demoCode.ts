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

/** The highlighted source in a language. */
export function sourceHtml(code: Pick<DemoCode, 'ts' | 'js'>, language: CodeVariant): string {
  return language === 'TS' ? code.ts : code.js;
}

/** The highlighted JSX preview in a language, when the demo is short enough to have one. */
export function previewHtml(code: DemoCode, language: CodeVariant): string | undefined {
  return code.preview && sourceHtml(code.preview, language);
}
