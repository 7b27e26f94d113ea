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

/** A part of a component that the `slots` prop can replace (and `slotProps` configure). */
export interface ApiSlot {
  name: string;
  /** The element or component rendered when none is given (JSDoc @default). */
  defaultValue: string | null;
  description: string;
}

/** A key of the `classes` prop, with the global class name the component puts on the element. */
export interface ApiClass {
  key: string;
  className: string;
  description: string;
  deprecated: string | null;
}

export interface ApiDoc {
  component: string;
  slug: string;
  importPath: string;
  muiVersion: string;
  props: ApiProp[];
  slots: ApiSlot[];
  classes: ApiClass[];
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

const description = (symbol: ts.Symbol, checker: ts.TypeChecker) =>
  ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();

/** The members of the object type a prop takes (`slots`, `classes`), or none without that prop. */
function membersOfProp(
  checker: ts.TypeChecker,
  propsType: ts.Type,
  name: string,
  at: ts.Node,
): ts.Symbol[] {
  const prop = propsType.getProperty(name);
  if (!prop) return [];
  const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, at));
  return checker.getPropertiesOfType(type);
}

/**
 * Reads the props of each component from @mui/material's own type declarations with the
 * TypeScript checker: the prop list, types, defaults (JSDoc @default) and descriptions, limited
 * to what MUI declares (the DOM attributes every element accepts are left out); the slots the
 * `slots` prop can replace; and the CSS classes of the folder's `<component>Classes` object.
 */
export function readMuiApi(components: readonly string[], fromDir: string): ApiDoc[] {
  const require = createRequire(join(fromDir, 'package.json'));
  const muiVersion = (require('@mui/material/package.json') as { version: string }).version;
  // MUI's own class-name rule: `MuiButton-root`, but `Mui-disabled` for the global states.
  const { default: utilityClass } = createRequire(require.resolve('@mui/material/package.json'))(
    '@mui/utils/generateUtilityClass',
  ) as { default: (componentName: string, key: string) => string };
  const files = components.map((name) => require.resolve(`@mui/material/${name}/${name}.d.ts`));
  const indexFiles = components.map((name) => require.resolve(`@mui/material/${name}/index.d.ts`));
  const program = ts.createProgram([...files, ...indexFiles], {
    skipLibCheck: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  return components.map((component, i) => {
    const source = program.getSourceFile(files[i]!);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const propsSymbol = moduleSymbol
      ? checker.getExportsOfModule(moduleSymbol).find((s) => s.name === `${component}Props`)
      : undefined;
    if (!propsSymbol)
      throw new Error(`[site] @mui/material ${component} has no ${component}Props export`);
    const propsType = checker.getDeclaredTypeOfSymbol(propsSymbol);
    const props = checker
      .getPropertiesOfType(propsType)
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
          description: description(prop, checker),
          required: (prop.flags & ts.SymbolFlags.Optional) === 0,
          deprecated: tagText(prop, 'deprecated'),
        };
      })
      .sort((a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name));
    const slots = membersOfProp(checker, propsType, 'slots', source!).map((slot): ApiSlot => ({
      name: slot.name,
      defaultValue: tagText(slot, 'default'),
      description: description(slot, checker),
    }));
    // The folder's `<component>Classes` object: every component has one, even one without a
    // `classes` prop (Grid2), and its keys are the classes themselves.
    const classesName = `${component[0]!.toLowerCase()}${component.slice(1)}Classes`;
    const indexFile = program.getSourceFile(indexFiles[i]!)!;
    const classesSymbol = checker
      .getExportsOfModule(checker.getSymbolAtLocation(indexFile)!)
      .find((s) => s.name === classesName);
    if (!classesSymbol)
      throw new Error(`[site] @mui/material ${component} has no ${classesName} export`);
    const classes = checker
      .getPropertiesOfType(checker.getTypeOfSymbolAtLocation(classesSymbol, indexFile))
      .map((key): ApiClass => ({
        key: key.name,
        className: utilityClass(`Mui${component}`, key.name),
        description: description(key, checker),
        deprecated: tagText(key, 'deprecated'),
      }));
    return {
      component,
      slug: toSlug(component),
      importPath: `@mui/material/${component}`,
      muiVersion,
      props,
      slots,
      classes,
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
