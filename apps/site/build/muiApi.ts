import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';

export interface ApiProp {
  name: string;
  type: string;
  defaultValue: string | null;
  description: string;
  required: boolean;
  deprecated: string | null;
}

export interface ApiDoc {
  component: string;
  slug: string;
  importPath: string;
  muiVersion: string;
  props: ApiProp[];
}

const MAX_TYPE_LENGTH = 160;

function cleanType(text: string): string {
  const flat = text.replace(/\s+/g, ' ').replace(/^\| /, '').trim();
  return flat.length > MAX_TYPE_LENGTH ? `${flat.slice(0, MAX_TYPE_LENGTH - 1)}…` : flat;
}

function tagText(symbol: ts.Symbol, name: string): string | null {
  const values = symbol
    .getJsDocTags()
    .filter((tag) => tag.name === name)
    .map((tag) => ts.displayPartsToString(tag.text).trim());
  // A union of variants repeats the same tag once per member: keep each value once.
  const unique = [...new Set(values)];
  return unique.length ? unique.join(' | ') : null;
}

/**
 * Reads the props of each component from @mui/material's own type declarations with the
 * TypeScript checker: the prop list, types, defaults (JSDoc @default) and descriptions, limited
 * to what MUI declares (the DOM attributes every element accepts are left out).
 */
export function readMuiApi(components: readonly string[], fromDir: string): ApiDoc[] {
  const require = createRequire(join(fromDir, 'package.json'));
  const muiVersion = (require('@mui/material/package.json') as { version: string }).version;
  const files = components.map((name) => require.resolve(`@mui/material/${name}/${name}.d.ts`));
  const program = ts.createProgram(files, {
    skipLibCheck: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  return components.map((component, index) => {
    const source = program.getSourceFile(files[index]!);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const propsSymbol = moduleSymbol
      ? checker.getExportsOfModule(moduleSymbol).find((s) => s.name === `${component}Props`)
      : undefined;
    if (!propsSymbol)
      throw new Error(`[site] @mui/material ${component} has no ${component}Props export`);
    const props = checker
      .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(propsSymbol))
      .filter((prop) =>
        (prop.declarations ?? []).some((d) => d.getSourceFile().fileName.includes('@mui')),
      )
      .map((prop): ApiProp => {
        const declaration = prop.declarations?.[0];
        const typeNode =
          declaration &&
          (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))
            ? declaration.type
            : undefined;
        return {
          name: prop.name,
          type: cleanType(
            typeNode?.getText() ??
              checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, declaration ?? source!)),
          ),
          defaultValue: tagText(prop, 'default'),
          description: ts.displayPartsToString(prop.getDocumentationComment(checker)).trim(),
          required: (prop.flags & ts.SymbolFlags.Optional) === 0,
          deprecated: tagText(prop, 'deprecated'),
        };
      })
      .sort((a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name));
    return {
      component,
      slug: toSlug(component),
      importPath: `@mui/material/${component}`,
      muiVersion,
      props,
    };
  });
}

export function toSlug(component: string): string {
  return component.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** readMuiApi with a cache keyed by the MUI version, the component list and this file. */
export function readMuiApiCached(
  components: readonly string[],
  fromDir: string,
  cacheDir: string,
): ApiDoc[] {
  const require = createRequire(join(fromDir, 'package.json'));
  const version = (require('@mui/material/package.json') as { version: string }).version;
  const self = readFileSync(new URL(import.meta.url), 'utf8');
  const key = createHash('sha256')
    .update(`${version}\n${components.join(',')}\n${self}`)
    .digest('hex')
    .slice(0, 16);
  const file = join(cacheDir, `mui-api-${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ApiDoc[];
  const docs = readMuiApi(components, fromDir);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(docs));
  return docs;
}
