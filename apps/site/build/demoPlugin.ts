import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHighlighter, type Highlighter } from 'shiki';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { CODE_THEMES } from './codeThemes.ts';
import { format } from 'prettier';

const DEMO_TAG = /<Demo\s+name="([A-Za-z0-9_]+)"\s*\/>/g;
const SOURCE_QUERY = '?demo-source';

/** One source of a demo, highlighted, in TypeScript and in the JavaScript generated from it. */
export interface DemoCode {
  ts: string;
  js: string;
  tsCode: string;
  jsCode: string;
  /** The stylesheet a CSS variant imports (`<Name>.module.css`), highlighted, and its text. */
  stylesheet?: { html: string; code: string };
}

/** Optional sibling files with the same demo styled another way: `<Name>.tailwind.tsx`, `<Name>.css.tsx`. */
export const STYLING_VARIANT_FILES = { Tailwind: 'tailwind', CSS: 'css' } as const;
export type StylingVariant = keyof typeof STYLING_VARIANT_FILES;

export interface DemoSource extends DemoCode {
  /** The same demo with another styling solution, where one was written. */
  styling: Partial<Record<StylingVariant, DemoCode>>;
}

/** Finds `src/products/<product>/demos/<name>.tsx`. Demo names are unique across the site. */
function findDemo(productsDir: string, name: string): string | undefined {
  for (const product of readdirSync(productsDir)) {
    const file = join(productsDir, product, 'demos', `${name}.tsx`);
    if (existsSync(file)) return file;
  }
  return undefined;
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

/**
 * Live demos for MDX pages: `<Demo name="ButtonBasic" />` becomes a static import of the demo
 * component and of its source, highlighted at build time in TS and in JS (generated from the TS),
 * so the page chunk carries its demos and prerendering needs no extra round trip.
 */
export function demoPlugin(productsDir: string): Plugin {
  let highlighter: Promise<Highlighter> | undefined;
  const getHighlighter = () =>
    (highlighter ??= createHighlighter({
      themes: Object.values(CODE_THEMES),
      langs: ['tsx', 'jsx', 'css'],
    }));

  return {
    name: 'docshell-demos',
    enforce: 'pre',
    transform: {
      // Filters let the bundler skip calling into JS for every other module.
      filter: { id: /\.mdx$/, code: '<Demo' },
      handler(code, id) {
        const names = [...new Set([...code.matchAll(DEMO_TAG)].map((m) => m[1]!))];
        const imports: string[] = [];
        const ids = new Map<string, number>();
        names.forEach((name, index) => {
          const file = findDemo(productsDir, name);
          if (!file)
            this.error(
              `[site] ${id}: no demo file for <Demo name="${name}" /> under src/products/*/demos/`,
            );
          ids.set(name, index);
          imports.push(`import __Demo${index} from ${JSON.stringify(file)};`);
          imports.push(`import __DemoSource${index} from ${JSON.stringify(file + SOURCE_QUERY)};`);
        });
        const body = code.replace(DEMO_TAG, (_tag, name: string) => {
          const index = ids.get(name)!;
          return `<Demo name="${name}" component={__Demo${index}} source={__DemoSource${index}} />`;
        });
        // ESM imports go after the frontmatter block, which must stay first.
        const frontmatter = body.match(/^---\n[\s\S]*?\n---\n/)?.[0] ?? '';
        return {
          code: `${frontmatter}\n${imports.join('\n')}\n\n${body.slice(frontmatter.length)}`,
          map: null,
        };
      },
    },
    load: {
      filter: { id: /\?demo-source$/ },
      async handler(id) {
        const file = id.slice(0, -SOURCE_QUERY.length);
        this.addWatchFile(file);
        const highlight = await getHighlighter();
        const options = { themes: CODE_THEMES, defaultColor: false } as const;
        const codeOf = async (path: string): Promise<DemoCode> => {
          const tsCode = readFileSync(path, 'utf8').trimEnd();
          const jsCode = (await toJavaScript(tsCode)).trimEnd();
          return {
            ts: highlight.codeToHtml(tsCode, { lang: 'tsx', ...options }),
            js: highlight.codeToHtml(jsCode, { lang: 'jsx', ...options }),
            tsCode,
            jsCode,
          };
        };
        const styling: DemoSource['styling'] = {};
        for (const [variant, suffix] of Object.entries(STYLING_VARIANT_FILES)) {
          const variantFile = file.replace(/\.tsx$/, `.${suffix}.tsx`);
          if (!existsSync(variantFile)) continue;
          this.addWatchFile(variantFile);
          const code = await codeOf(variantFile);
          const cssFile = file.replace(/\.tsx$/, '.module.css');
          if (variant === 'CSS' && existsSync(cssFile)) {
            this.addWatchFile(cssFile);
            const cssCode = readFileSync(cssFile, 'utf8').trimEnd();
            code.stylesheet = {
              html: highlight.codeToHtml(cssCode, { lang: 'css', ...options }),
              code: cssCode,
            };
          }
          styling[variant as StylingVariant] = code;
        }
        const source: DemoSource = { ...(await codeOf(file)), styling };
        return `export default ${JSON.stringify(source)};`;
      },
    },
  };
}
