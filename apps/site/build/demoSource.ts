import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';
import { createHighlighter, type Highlighter } from 'shiki';
import ts from 'typescript';
import { CODE_CLASSES, CODE_THEME } from './codeTheme.ts';
import { isProductSelected } from '../src/products/productSummaries.ts';
import { jsxPreview } from './demoPreview.ts';

/**
 * One source of a demo, highlighted, in TypeScript and in the JavaScript generated from it. The
 * HTML's text is the source exactly, so a copy button copies it from the page: the page's chunk
 * does not carry each source a second time as plain text.
 */
export interface DemoCode {
  ts: string;
  js: string;
  /** The stylesheet a CSS variant imports (`<Name>.module.css`), highlighted. */
  stylesheet?: { html: string };
  /**
   * The JSX the demo returns, highlighted, when it is short enough to stand for the demo while its
   * full source is collapsed (build/demoPreview.ts).
   */
  preview?: { ts: string; js: string };
}

/** Optional sibling files with the same demo styled another way: `<Name>.tailwind.tsx`, `<Name>.css.tsx`. */
const STYLING_VARIANT_FILES = { Tailwind: 'tailwind', CSS: 'css' } as const;
export type StylingVariant = keyof typeof STYLING_VARIANT_FILES;

export interface DemoSource extends DemoCode {
  /** The same demo with another styling solution, where one was written. */
  styling: Partial<Record<StylingVariant, DemoCode>>;
}

/** A demo's source as its page imports it, and every file it was read from (to watch). */
export interface PreparedDemo {
  source: DemoSource;
  files: string[];
}

/** A demo's name: also its file name, `<Name>.tsx`, and what `<Demo name="…" />` gives. */
const DEMO_NAME = /^[A-Za-z0-9_]+$/;

/**
 * The demo folders (`<product>/demos`) of the products `selection` names (null: every product),
 * in name order.
 */
export function demoFolders(
  productsDir: string,
  selection: readonly string[] | null = null,
): string[] {
  return readdirSync(productsDir)
    .filter((product) => isProductSelected(selection, product))
    .sort()
    .map((product) => join(productsDir, product, 'demos'))
    .filter((folder) => existsSync(folder));
}

/** Finds `src/products/<product>/demos/<name>.tsx`. Demo names are unique across the site. */
export function findDemo(productsDir: string, name: string): string | undefined {
  for (const folder of demoFolders(productsDir)) {
    const file = join(folder, `${name}.tsx`);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** Every demo of the selected products (not their styling variants, which belong to a demo). */
export function listDemos(
  productsDir: string,
  selection: readonly string[] | null = null,
): string[] {
  return demoFolders(productsDir, selection).flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.tsx') && DEMO_NAME.test(name.slice(0, -'.tsx'.length)))
      .map((name) => join(folder, name)),
  );
}

/** TypeScript demo source to the JavaScript a JS reader copies: types removed, JSX kept. */
export async function toJavaScript(source: string): Promise<string> {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      jsx: ts.JsxEmit.Preserve,
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      verbatimModuleSyntax: false,
    },
  });
  return format(outputText, {
    parser: 'babel',
    singleQuote: true,
    printWidth: 85,
    trailingComma: 'all',
  });
}

/** The highlighter for demo sources: the code theme, the languages demos are written in. */
export function createDemoHighlighter(): Promise<Highlighter> {
  return createHighlighter({ themes: [CODE_THEME], langs: ['tsx', 'jsx', 'css'] });
}

/**
 * A demo's source in TypeScript and in JavaScript (generated from it), both highlighted, with its
 * styling variants and the stylesheet the CSS variant imports.
 */
export async function prepareDemoSource(
  file: string,
  highlighter: Highlighter,
): Promise<PreparedDemo> {
  const files = [file];
  const options = { theme: CODE_THEME, transformers: [CODE_CLASSES] };
  const codeOf = async (path: string): Promise<DemoCode> => {
    const tsCode = readFileSync(path, 'utf8').trimEnd();
    const jsCode = (await toJavaScript(tsCode)).trimEnd();
    const code: DemoCode = {
      ts: highlighter.codeToHtml(tsCode, { lang: 'tsx', ...options }),
      js: highlighter.codeToHtml(jsCode, { lang: 'jsx', ...options }),
    };
    const tsPreview = jsxPreview(tsCode, 'tsx');
    const jsPreview = jsxPreview(jsCode, 'jsx');
    if (tsPreview && jsPreview) {
      code.preview = {
        ts: highlighter.codeToHtml(tsPreview, { lang: 'tsx', ...options }),
        js: highlighter.codeToHtml(jsPreview, { lang: 'jsx', ...options }),
      };
    }
    return code;
  };
  const styling: DemoSource['styling'] = {};
  for (const [variant, suffix] of Object.entries(STYLING_VARIANT_FILES)) {
    const variantFile = file.replace(/\.tsx$/, `.${suffix}.tsx`);
    if (!existsSync(variantFile)) continue;
    files.push(variantFile);
    const code = await codeOf(variantFile);
    const cssFile = file.replace(/\.tsx$/, '.module.css');
    if (variant === 'CSS' && existsSync(cssFile)) {
      files.push(cssFile);
      const cssCode = readFileSync(cssFile, 'utf8').trimEnd();
      code.stylesheet = { html: highlighter.codeToHtml(cssCode, { lang: 'css', ...options }) };
    }
    styling[variant as StylingVariant] = code;
  }
  return { source: { ...(await codeOf(file)), styling }, files };
}
