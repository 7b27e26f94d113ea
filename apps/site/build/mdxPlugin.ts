import { availableParallelism } from 'node:os';
import type { Plugin } from 'vite';
import {
  createMdxCompiler,
  mdxErrorPlace,
  type CompiledMdx,
  type MdxCompilerOptions,
} from './mdxCompiler.ts';
import { processWide } from './processWide.ts';
import { createWorkerPool, type WorkerPool } from './workerPool.ts';

/** Most worker threads a build compiles MDX on (each holds its own highlighter). */
const MAX_WORKERS = 4;

interface MdxJob {
  source: string;
  path: string;
}

// One pool for the process, used by both environments' builds; closed when the last one ends.
const shared = processWide('mdxWorkerPool', () => ({
  pool: undefined as WorkerPool<MdxJob, CompiledMdx> | undefined,
  users: 0,
}));

function acquirePool(size: number, options: MdxCompilerOptions) {
  shared.pool ??= createWorkerPool(new URL('./mdxWorker.mjs', import.meta.url), size, options);
  shared.users += 1;
  return shared.pool;
}

async function releasePool() {
  const { pool } = shared;
  if (!pool || --shared.users > 0) return;
  shared.pool = undefined;
  await pool.close();
}

/**
 * Compiles `.mdx` pages (build/mdxCompiler.ts). A build spreads the pages over worker threads,
 * one per core: parsing and highlighting a thousand pages is most of a build's work, and on one
 * thread it kept the other core idle. The dev server compiles in process, a page at a time.
 */
export function mdxPlugin(workers = Math.min(availableParallelism(), MAX_WORKERS)): Plugin {
  let options: MdxCompilerOptions = { development: false, sourceMaps: false };
  let building = false;
  let inProcess: ReturnType<typeof createMdxCompiler> | undefined;
  let pool: WorkerPool<MdxJob, CompiledMdx> | undefined;

  return {
    name: 'docshell-mdx',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
      options = {
        development: !building,
        sourceMaps: !building || Boolean(config.build.sourcemap),
      };
    },
    buildStart() {
      if (building && workers > 1) pool ??= acquirePool(workers, options);
    },
    async buildEnd() {
      if (!pool) return;
      pool = undefined;
      await releasePool();
    },
    transform: {
      filter: { id: /\.mdx(?:\?|$)/ },
      async handler(source, id) {
        const [path = id] = id.split('?');
        try {
          if (pool) return await pool.run({ source, path });
          inProcess ??= createMdxCompiler(options);
          return await inProcess(source, path);
        } catch (error) {
          // Vite prints the page and the place; the message is MDX's own.
          const place = mdxErrorPlace(error);
          throw Object.assign(error instanceof Error ? error : new Error(String(error)), {
            id: path,
            ...(place && { loc: { file: path, ...place } }),
          });
        }
      },
    },
  };
}
