import type { Plugin } from 'vite';

export interface ChunkStage {
  /** The chunk's name. */
  name: string;
  /** Matches the id of the module the stage starts from (a dynamic import of the entry). */
  root: RegExp;
}

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; code: string | null; isEntry: boolean } | null;
}

/**
 * A package's index re-exports this many modules or more; it may hold a little code of its own
 * (MUI's define a deprecated function or two), but it says nothing of what is used.
 */
const PACKAGE_INDEX_RE_EXPORTS = 8;

// Statements that move bindings between modules without doing anything: `import … from`,
// `export … from`, `export *` and a bare export list (`export { a, b as c }`), each possibly over
// several lines. (esbuild writes a package's re-exports as imports plus one export list.)
const MODULE_LINKS =
  /\bimport\s+[\w*\s{},$]*?\s*from\s*(['"])[^'"]+\1\s*;?|\bexport\s*\*\s*(?:as\s+[\w$]+\s*)?from\s*(['"])[^'"]+\2\s*;?|\bexport\s*\{[^}]*\}\s*(?:from\s*(['"])[^'"]+\3)?\s*;?/g;
const RE_EXPORT = /^export\b[^(]*\bfrom\s|^export\s*\*/;

/** A module that only re-exports others, or a package's index: it says nothing of what is used. */
export function isBarrel(code: string | null): boolean {
  if (!code) return false;
  const source = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const links = source.match(MODULE_LINKS) ?? [];
  if (links.length === 0) return false;
  if (links.filter((link) => RE_EXPORT.test(link.trim())).length >= PACKAGE_INDEX_RE_EXPORTS) {
    return true;
  }
  return source.replace(MODULE_LINKS, '').trim() === '';
}

/**
 * A module, what it imports statically and, unless it is a barrel, what those import: the
 * modules loaded with it. What a barrel re-exports is not followed: the app uses a few of a
 * package's modules, the pages others, and only the app's belong in its chunk.
 */
function staticClosure(graph: ModuleGraph, roots: string[], taken: Set<string>): Set<string> {
  const found = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id) || taken.has(id)) continue;
    found.add(id);
    const info = graph.getModuleInfo(id);
    if (info && !isBarrel(info.code)) queue.push(...info.importedIds);
  }
  return found;
}

export interface StagedModules {
  /** What the entry (src/boot.ts) loads before the first paint. */
  entry: Set<string>;
  /** What each stage loads: its root and its static imports, less the entry's and earlier stages'. */
  stages: Set<string>[];
}

/** Stages whose root is not in the graph get an empty set. */
export function stageModules(graph: ModuleGraph, stages: readonly ChunkStage[]): StagedModules {
  const ids = [...graph.getModuleIds()];
  const entry = staticClosure(
    graph,
    ids.filter((id) => graph.getModuleInfo(id)?.isEntry),
    new Set(),
  );
  const taken = new Set(entry);
  return {
    entry,
    stages: stages.map(({ root }) => {
      const found = staticClosure(
        graph,
        ids.filter((id) => root.test(id)),
        taken,
      );
      for (const id of found) taken.add(id);
      return found;
    }),
  };
}

/** Vite's chunk file names: `assets/[name]-[hash].js`, the hash eight characters. */
const CHUNK_HASH = '[\\w-]{8}';

/**
 * Whether `file` is one of the stages' chunks (and not, say, a page chunk named `app-bar`).
 */
export function isStageChunk(file: string, stages: readonly ChunkStage[]): boolean {
  const names = stages.map((stage) => stage.name).join('|');
  return new RegExp(`(^|/)(${names})-${CHUNK_HASH}\\.js$`).test(file);
}

/**
 * Client build only: the app's start-up code (src/boot.ts imports it in stages) as one chunk per
 * stage rather than the ~30 small chunks Rolldown's automatic splitting makes of it. Every page
 * loads all of them anyway; one file compresses better than thirty (gzip finds repeats across the
 * whole file) and saves the chunks' import and export lists and their requests.
 */
export function stagedChunks(stages: readonly ChunkStage[]): Plugin {
  let modules: StagedModules = { entry: new Set(), stages: stages.map(() => new Set()) };
  return {
    name: 'docshell:staged-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // What the entry loads stays in the entry's chunk: taken by a stage (Vite's
                  // preload helper, which the app also uses, say), it would pull that stage's
                  // chunk into the page's <head>, ahead of the first paint.
                  {
                    name: 'index',
                    test: (id: string) => modules.entry.has(id),
                    priority: stages.length + 1,
                  },
                  ...stages.map((stage, index) => ({
                    name: stage.name,
                    test: (id: string) => modules.stages[index]!.has(id),
                    // Earlier stages first: a module both reach belongs to the earlier one.
                    priority: stages.length - index,
                  })),
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      modules = stageModules(this, stages);
    },
  };
}
