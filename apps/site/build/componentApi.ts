import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import type { ApiGroup } from '../src/api/apiGroups';
import type { ApiClass, ApiDoc, ApiInherited, ApiProp, ApiSlot } from './apiDoc';
import {
  componentSignature,
  deepIndexFile,
  findComponents,
  locatePackages,
  resolvePackages,
  stableName,
  type FoundComponent,
} from './componentDiscovery.ts';

export type { ApiDoc } from './apiDoc';

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

// Props every element accepts (React's DOM attributes) and the language's own are not listed.
const NOT_DOCUMENTED = /[\\/](@types[\\/]react|typescript[\\/]lib|csstype)[\\/]/;

const lowerFirst = (name: string) => `${name[0]!.toLowerCase()}${name.slice(1)}`;

/** A component's props type: its `<Name>Props` export, else its signature's first parameter. */
function propsTypeOf(checker: ts.TypeChecker, c: FoundComponent, exports: Map<string, ts.Symbol>) {
  const propsExport =
    exports.get(`${c.name}Props`) ?? exports.get(`${stableName(c.name)}Props`) ?? undefined;
  if (propsExport) {
    const symbol =
      propsExport.flags & ts.SymbolFlags.Alias
        ? checker.getAliasedSymbol(propsExport)
        : propsExport;
    if (symbol.flags & ts.SymbolFlags.Type)
      return { type: checker.getDeclaredTypeOfSymbol(symbol), symbol };
  }
  const parameter = componentSignature(checker, c.type)?.parameters[0];
  if (!parameter) return undefined;
  const at = c.declared.declarations?.[0] ?? parameter.declarations?.[0];
  const type = checker.getTypeOfSymbolAtLocation(parameter, at!);
  return { type, symbol: type.aliasSymbol ?? type.getSymbol() };
}

const fileOf = (symbol: ts.Symbol | undefined) =>
  symbol?.declarations?.[0]?.getSourceFile().fileName;

/** The name of the interface or type alias a prop is declared in (`ButtonBaseOwnProps`). */
function ownerName(declaration: ts.Node): string {
  for (let node: ts.Node | undefined = declaration.parent; node; node = node.parent) {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return node.name.text;
  }
  return '';
}

interface PropsRead {
  props: (ApiProp & { file: string; owner: string })[];
  propsType?: ts.Type;
  homeFile?: string;
}

function readProps(
  checker: ts.TypeChecker,
  c: FoundComponent,
  exports: Map<string, ts.Symbol>,
): PropsRead {
  const found = propsTypeOf(checker, c, exports);
  if (!found) return { props: [] };
  const props = checker
    .getPropertiesOfType(found.type)
    .filter((prop) => {
      const files = (prop.declarations ?? []).map((d) => d.getSourceFile().fileName);
      return files.length > 0 && files.some((file) => !NOT_DOCUMENTED.test(file));
    })
    .map((prop) => {
      const declaration = prop.declarations![0]!;
      const typeNode =
        ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)
          ? declaration.type
          : undefined;
      return {
        name: prop.name,
        type: cleanType(
          typeNode?.getText() ??
            checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, declaration)),
        ),
        defaultValue: tagText(prop, 'default'),
        description: description(prop, checker),
        required: (prop.flags & ts.SymbolFlags.Optional) === 0,
        deprecated: tagText(prop, 'deprecated'),
        file: declaration.getSourceFile().fileName,
        owner: ownerName(declaration),
      };
    })
    .sort((a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name));
  return { props, propsType: found.type, homeFile: fileOf(found.symbol) };
}

function readSlots(checker: ts.TypeChecker, propsType: ts.Type | undefined, at: ts.Node) {
  const prop = propsType?.getProperty('slots');
  if (!prop) return [];
  const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, at));
  return checker.getPropertiesOfType(type).map((slot): ApiSlot => ({
    name: slot.name,
    defaultValue: tagText(slot, 'default'),
    description: description(slot, checker),
  }));
}

// The Data Grid's root components share one classes object.
const CLASSES_OF: Record<string, string> = {
  DataGrid: 'gridClasses',
  DataGridPro: 'gridClasses',
  DataGridPremium: 'gridClasses',
};

/**
 * The component's `<name>Classes` object from the package's runtime (the class names it really
 * puts on its elements, `Mui-disabled` for a global state), described by its declared type.
 */
function readClasses(
  checker: ts.TypeChecker,
  c: FoundComponent,
  exports: Map<string, ts.Symbol>,
  at: ts.Node,
): ApiClass[] {
  const name =
    CLASSES_OF[c.name] ??
    [`${lowerFirst(stableName(c.name))}Classes`, `${lowerFirst(c.name)}Classes`].find(
      (n) => c.pkg.runtime[n],
    );
  const runtime = name ? c.pkg.runtime[name] : undefined;
  if (!name || !runtime || typeof runtime !== 'object') return [];
  const symbol = exports.get(name);
  const declared = symbol
    ? checker.getPropertiesOfType(checker.getTypeOfSymbolAtLocation(symbol, at))
    : [];
  return Object.entries(runtime as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, className]) => {
      const member = declared.find((m) => m.name === key);
      return {
        key,
        className,
        description: member ? description(member, checker) : '',
        deprecated: member ? tagText(member, 'deprecated') : null,
      };
    });
}

/** The deep path's import where the package has one for the component, then the root's. */
function importLines(checker: ts.TypeChecker, program: ts.Program, c: FoundComponent): string[] {
  const root = `import { ${c.name} } from '${c.pkg.name}';`;
  const deepFile = deepIndexFile(c.pkg, c.name);
  const deep = deepFile && program.getSourceFile(deepFile);
  const deepModule = deep && checker.getSymbolAtLocation(deep);
  if (!deepModule) return [root];
  const resolve = (s: ts.Symbol) =>
    s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
  const deepExports = checker.getExportsOfModule(deepModule);
  const path = `${c.pkg.name}/${c.name}`;
  const asDefault = deepExports.find((s) => s.name === 'default');
  if (asDefault && resolve(asDefault) === c.declared)
    return [`import ${c.name} from '${path}';`, root];
  if (deepExports.some((s) => s.name === c.name))
    return [`import { ${c.name} } from '${path}';`, root];
  return [root];
}

function readComponentApi(groups: readonly ApiGroup[], fromDir: string): ApiDoc[] {
  const resolved = groups.map((group) => ({ group, packages: resolvePackages(group, fromDir) }));
  const packages = resolved.flatMap((g) => g.packages);
  // One program over every entry and every deep path (most are loaded by the entries anyway).
  const deepFiles = packages.flatMap((pkg) =>
    Object.keys(pkg.runtime)
      .filter((name) => /^[A-Z]/.test(name))
      .map((name) => deepIndexFile(pkg, name))
      .filter((file): file is string => file !== undefined),
  );
  const program = ts.createProgram([...packages.map((p) => p.entry), ...deepFiles], {
    skipLibCheck: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    // As the packages are written: `null` is its own type (a stub returns only null).
    strict: true,
    // Only what the packages reference themselves (not every @types package of the site).
    types: [],
  });
  const checker = program.getTypeChecker();
  const exportsOf = new Map(
    packages.map((pkg) => {
      const source = program.getSourceFile(pkg.entry)!;
      const symbols = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!);
      return [pkg, new Map(symbols.map((s) => [s.name, s]))] as const;
    }),
  );
  const components = findComponents(program, resolved);
  const read = components.map((c) => {
    const exports = exportsOf.get(c.pkg)!;
    const at = program.getSourceFile(c.pkg.entry)!;
    const { props, propsType, homeFile } = readProps(checker, c, exports);
    return { c, props, homeFile, slots: readSlots(checker, propsType, at), at, exports };
  });
  // A prop declared in the file that holds another documented component's props is that
  // component's: it is named under "Inherited props" rather than repeated.
  const byHomeFile = new Map<string, FoundComponent[]>();
  for (const { c, homeFile } of read) {
    if (homeFile) byHomeFile.set(homeFile, [...(byHomeFile.get(homeFile) ?? []), c]);
  }
  const ownerOf = (file: string, owner: string): FoundComponent | undefined => {
    const candidates = byHomeFile.get(file) ?? [];
    if (candidates.length <= 1) return candidates[0];
    // Several components' props in one file: the one the declaring interface is named after.
    return candidates
      .filter((c) => owner.startsWith(stableName(c.name)))
      .sort((a, b) => b.name.length - a.name.length)[0];
  };
  return read.map(({ c, props, homeFile, slots, at, exports }): ApiDoc => {
    const inherited = new Map<string, ApiInherited>();
    const own: ApiProp[] = [];
    for (const { file, owner, ...prop } of props) {
      const from = file === homeFile ? undefined : ownerOf(file, owner);
      if (from && from !== c)
        inherited.set(from.pathname, { component: from.name, pathname: from.pathname });
      else own.push(prop);
    }
    return {
      component: c.name,
      aliases: c.aliases,
      slug: c.slug,
      pathname: c.pathname,
      group: c.group.id,
      packageName: c.pkg.name,
      version: c.pkg.version,
      plan: c.plan,
      deprecated: tagText(c.declared, 'deprecated'),
      imports: importLines(checker, program, c),
      props: own,
      inherited: [...inherited.values()],
      slots,
      classes: readClasses(checker, c, exports, at),
      demos: [],
    };
  });
}

/** readComponentApi with a cache keyed by the packages' versions and the generator's sources. */
export function readComponentApiCached(
  groups: readonly ApiGroup[],
  fromDir: string,
  cacheDir: string,
): ApiDoc[] {
  const versions = groups.flatMap((group) =>
    locatePackages(group, fromDir).map((pkg) => `${pkg.name}@${pkg.version}`),
  );
  const sources = ['./componentApi.ts', './componentDiscovery.ts', './apiDoc.ts'].map((file) =>
    readFileSync(new URL(file, import.meta.url), 'utf8'),
  );
  const key = createHash('sha256')
    .update([JSON.stringify(groups), ...versions, ...sources].join('\n'))
    .digest('hex')
    .slice(0, 16);
  const file = join(cacheDir, `component-api-${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ApiDoc[];
  const started = performance.now();
  const docs = readComponentApi(groups, fromDir);
  console.info(
    `[site] API pages: ${docs.length} read in ${Math.round(performance.now() - started)} ms`,
  );
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(docs));
  return docs;
}
