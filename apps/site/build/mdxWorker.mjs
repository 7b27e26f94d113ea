// One MDX compile worker (see build/mdxPlugin.ts). Plain JavaScript because Node 20 starts a
// worker only from a file it can run as is; the compiler itself is TypeScript, loaded through
// Vite's module runner. Answers `{ id, job: { source, path } }` with a WorkerReply
// (build/workerPool.ts).
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { runnerImport } from 'vite';

const { module } = await runnerImport(fileURLToPath(new URL('./mdxCompiler.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'silent',
});
const compile = module.createMdxCompiler(workerData);

parentPort.on('message', async ({ id, job }) => {
  try {
    parentPort.postMessage({ id, result: await compile(job.source, job.path) });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: {
        message: String(error?.message ?? error),
        stack: error?.stack,
        data: module.mdxErrorPlace(error),
      },
    });
  }
});
