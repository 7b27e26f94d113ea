import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import type { ApiGroup, ApiPlan } from '../src/api/apiGroups';
import { kebabCase } from '../src/routing/kebabCase.ts';

/** One documented package, resolved from the site: its folder, version and runtime exports. */
export interface ResolvedPackage {
  name: string;
  plan: ApiPlan | null;
  dir: string;
  version: string;
  entry: string;
  runtime: Record<string, unknown>;
}

/** A component to document: one per distinct runtime object (see the rules below). */
export interface FoundComponent {
  group: ApiGroup;
  name: string;
  /** Other names the group exports the same object under (demos may import those). */
  aliases: string[];
  slug: string;
  pathname: string;
  pkg: ResolvedPackage;
  plan: ApiPlan | null;
  /** The export's own symbol in `pkg`'s entry, and the declaration it resolves to. */
  symbol: ts.Symbol;
  declared: ts.Symbol;
  type: ts.Type;
}

const PASCAL_CASE = /^[A-Z][A-Za-z0-9_]*$/;
/** Prefixes MUI puts on an export whose API may still change; the page's slug leaves them out. */
const UNSTABLE_PREFIX = /^(Unstable_|Experimental_)/;

export function stableName(name: string): string {
  return name.replace(UNSTABLE_PREFIX, '');
}

/** Where each package of the group is installed, and its version (cheap: no code is loaded). */
export function locatePackages(
  group: ApiGroup,
  fromDir: string,
): (Omit<ResolvedPackage, 'runtime'> & { load: () => Record<string, unknown> })[] {
  const siteRequire = createRequire(join(fromDir, 'package.json'));
  return group.packages.map((pkg) => {
    const from = pkg.via
      ? createRequire(siteRequire.resolve(`${pkg.via}/package.json`))
      : siteRequire;
    const manifestPath = from.resolve(`${pkg.name}/package.json`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      version: string;
      types?: string;
      typings?: string;
    };
    const dir = dirname(manifestPath);
    return {
      name: pkg.name,
      plan: pkg.plan ?? null,
      dir,
      version: manifest.version,
      entry: join(dir, manifest.types ?? manifest.typings ?? 'index.d.ts'),
      load: () => from(pkg.name) as Record<string, unknown>,
    };
  });
}

export function resolvePackages(group: ApiGroup, fromDir: string): ResolvedPackage[] {
  // The CommonJS build, as an app would load it: the identity of each export tells aliases and
  // re-exports apart from distinct components, and the `*Classes` objects hold the real class
  // names.
  return locatePackages(group, fromDir).map(({ load, ...pkg }) => ({ ...pkg, runtime: load() }));
}

/** `<dir>/<Name>/index.d.ts`, where the package has a deep import path for the name. */
export function deepIndexFile(pkg: ResolvedPackage, name: string): string | undefined {
  const file = join(pkg.dir, name, 'index.d.ts');
  return existsSync(file) ? file : undefined;
}

const REACT_RESULT = /\b(Element|ReactNode|ReactElement|ReactPortal)\b/;

/** Whether a call signature renders: it takes props (and maybe a ref) and returns React output. */
function rendersReact(checker: ts.TypeChecker, signature: ts.Signature): boolean {
  if (signature.parameters.length > 2) return false;
  const result = checker.getReturnTypeOfSignature(signature);
  // Rendering nothing is rendering (Toolpad's ToolbarActions); stubs are told apart by isStub.
  if (result.flags & ts.TypeFlags.Null) return true;
  return REACT_RESULT.test(checker.typeToString(result));
}

/** The signature a component is called with: a function, forwardRef/memo or OverridableComponent. */
export function componentSignature(
  checker: ts.TypeChecker,
  type: ts.Type,
): ts.Signature | undefined {
  const parts = type.isUnion() ? type.types : [type];
  if (parts.some(isNotADocumentationTarget)) return undefined;
  for (const part of parts) {
    const call = part.getCallSignatures().find((s) => rendersReact(checker, s));
    if (call) return call;
    // A class component: its instances render.
    const construct = part
      .getConstructSignatures()
      .find((s) => checker.getReturnTypeOfSignature(s).getProperty('render'));
    if (construct) return construct;
  }
  return undefined;
}

/**
 * Renders, but is documented elsewhere: a React context (callable as its own provider since
 * React 19; what it holds is the business of the components that read it), or a part made with
 * `styled()` (a slot of the component it belongs to: PopoverPaper, SliderThumb, TreeItem2Root).
 */
function isNotADocumentationTarget(type: ts.Type): boolean {
  return (
    (type.getProperty('Provider') !== undefined && type.getProperty('Consumer') !== undefined) ||
    type.getProperty('withComponent') !== undefined
  );
}

const hasTag = (symbol: ts.Symbol, name: string) =>
  symbol.getJsDocTags().some((tag) => tag.name === name);

/**
 * Not documented although it renders: a deprecated function returning only null (Data Grid
 * Pro's `DataGrid`, which tells to import DataGridPro; Joy's TextField, typed `() => never`, is no
 * component at all), or, at runtime, a part made with `styled()` whose type does not say so
 * (Material UI's SliderThumb is typed as a plain function component). MUI's `@ignore - internal
 * component` exports (the pickers' icons) are exported all the same: they get a page.
 */
function isLeftOut(checker: ts.TypeChecker, declared: ts.Symbol, type: ts.Type, value: unknown) {
  if (typeof (value as { withComponent?: unknown }).withComponent === 'function') return true;
  const signature = componentSignature(checker, type);
  const result = signature && checker.getReturnTypeOfSignature(signature);
  return Boolean(result && result.flags & ts.TypeFlags.Null && hasTag(declared, 'deprecated'));
}

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/**
 * The PascalCase exports of a package's main entry, plus those its runtime exports without the
 * entry declaring them (System's RtlProvider), typed by their deep path's module.
 */
function exportedSymbols(
  program: ts.Program,
  pkg: ResolvedPackage,
  moduleSymbol: ts.Symbol,
): [string, ts.Symbol][] {
  const checker = program.getTypeChecker();
  const declared: [string, ts.Symbol][] = checker
    .getExportsOfModule(moduleSymbol)
    .filter((s) => PASCAL_CASE.test(s.name))
    .map((s) => [s.name, s]);
  const names = new Set(declared.map(([name]) => name));
  const undeclared = Object.keys(pkg.runtime).flatMap((name): [string, ts.Symbol][] => {
    if (names.has(name) || !PASCAL_CASE.test(name)) return [];
    const file = deepIndexFile(pkg, name);
    const source = file && program.getSourceFile(file);
    const deep = source && checker.getSymbolAtLocation(source);
    const symbol =
      deep && checker.getExportsOfModule(deep).find((s) => s.name === name || s.name === 'default');
    return symbol ? [[name, symbol]] : [];
  });
  return [...declared, ...undeclared];
}

interface Candidate {
  group: ApiGroup;
  groupIndex: number;
  pkg: ResolvedPackage;
  name: string;
  symbol: ts.Symbol;
  declared: ts.Symbol;
  type: ts.Type;
}

const PLAN_ORDER: (ApiPlan | null)[] = [null, 'community', 'pro', 'premium'];

// Which name a group's page takes when it exports one object under several: a stable name over
// an `Unstable_`/`Experimental_` one, then the shorter (`GridCellCheckboxRenderer` over its
// `GridCellCheckboxForwardRef` alias), then the first in alphabetical order.
function byPreferredName(a: string, b: string): number {
  return (
    Number(UNSTABLE_PREFIX.test(a)) - Number(UNSTABLE_PREFIX.test(b)) ||
    a.length - b.length ||
    a.localeCompare(b)
  );
}

/**
 * Every exported component of every group, one per distinct runtime object:
 * - a component is a PascalCase value export whose type renders (see componentSignature), so
 *   classes that are not components (LicenseInfo, ModalManager), identity helpers and stubs that
 *   only return null are left out;
 * - an object exported under several names by a group (an alias) has one page, by byPreferredName;
 * - React contexts and `styled()` parts are left out (see isNotADocumentationTarget);
 * - a name a group's packages export as different objects (Data Grid Pro's own GridColumnMenu)
 *   has one page, the lowest plan's;
 * - an object exported by several groups (StyledEngineProvider, in Material UI and System) has one
 *   page, in the group whose package declares it, else in the first group (API_GROUPS' order);
 * - MUI X: the page's plan and import are those of the lowest-plan package exporting the object.
 */
export function findComponents(
  program: ts.Program,
  groups: readonly { group: ApiGroup; packages: ResolvedPackage[] }[],
): FoundComponent[] {
  const checker = program.getTypeChecker();
  const byObject = new Map<unknown, Candidate[]>();
  groups.forEach(({ group, packages }, groupIndex) => {
    for (const pkg of packages) {
      const source = program.getSourceFile(pkg.entry);
      const moduleSymbol = source && checker.getSymbolAtLocation(source);
      if (!moduleSymbol) throw new Error(`[site] no type declarations for ${pkg.name}`);
      for (const [name, symbol] of exportedSymbols(program, pkg, moduleSymbol)) {
        const value = pkg.runtime[name];
        if (value === undefined || value === null) continue;
        const declared = resolveAlias(checker, symbol);
        if (!(declared.flags & ts.SymbolFlags.Value)) continue;
        const type = checker.getTypeOfSymbolAtLocation(declared, source);
        if (!componentSignature(checker, type) || isLeftOut(checker, declared, type, value))
          continue;
        const list = byObject.get(value) ?? [];
        list.push({ group, groupIndex, pkg, name, symbol, declared, type });
        byObject.set(value, list);
      }
    }
  });
  const found: FoundComponent[] = [];
  for (const candidates of byObject.values()) {
    const declaredIn = candidates[0]!.declared.declarations?.[0]?.getSourceFile().fileName ?? '';
    const home =
      candidates.find((c) => declaredIn.startsWith(`${c.pkg.dir}/`)) ??
      [...candidates].sort((a, b) => a.groupIndex - b.groupIndex)[0]!;
    const inGroup = candidates.filter((c) => c.group === home.group);
    const names = [...new Set(inGroup.map((c) => c.name))].sort(byPreferredName);
    const lowest = inGroup
      .filter((c) => c.name === names[0])
      .sort((a, b) => PLAN_ORDER.indexOf(a.pkg.plan) - PLAN_ORDER.indexOf(b.pkg.plan))[0]!;
    found.push({
      group: home.group,
      name: names[0]!,
      aliases: names.slice(1),
      slug: '',
      pathname: '',
      pkg: lowest.pkg,
      plan: lowest.pkg.plan,
      symbol: lowest.symbol,
      declared: lowest.declared,
      type: lowest.type,
    });
  }
  // One page per name in a group: the lowest plan's object (the others extend it).
  const byName = new Map<string, FoundComponent>();
  for (const c of found) {
    const key = `${c.group.id}/${c.name}`;
    const kept = byName.get(key);
    if (!kept || PLAN_ORDER.indexOf(c.plan) < PLAN_ORDER.indexOf(kept.plan)) byName.set(key, c);
  }
  const unique = [...byName.values()];
  const order = (c: FoundComponent) => groups.findIndex((g) => g.group === c.group);
  return assignSlugs(unique).sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name));
}

/** `<basePath>/<kebab-case name>` without the Unstable_ prefix, unless two pages would collide. */
function assignSlugs(found: FoundComponent[]): FoundComponent[] {
  const taken = new Map<string, number>();
  const key = (c: FoundComponent) => `${c.group.id}/${kebabCase(stableName(c.name))}`;
  for (const c of found) taken.set(key(c), (taken.get(key(c)) ?? 0) + 1);
  return found.map((c) => {
    const slug = kebabCase(taken.get(key(c))! > 1 ? c.name : stableName(c.name));
    return { ...c, slug, pathname: `${c.group.basePath}/${slug}` };
  });
}
