import { Worker } from 'node:worker_threads';

/**
 * A job's failure as it crosses from a worker: Error objects lose their own fields on the way,
 * so a worker sends these and the pool rebuilds the error.
 */
interface WorkerFailure {
  message: string;
  stack?: string;
  /** Fields copied onto the rebuilt error (where an MDX error points, say). */
  data?: Record<string, unknown>;
}

/** What a worker posts back for the job it was sent as `{ id, job }`. */
type WorkerReply<Result> = { id: number; result: Result } | { id: number; error: WorkerFailure };

export interface WorkerPool<Job, Result> {
  run(job: Job): Promise<Result>;
  /** Stops the workers; jobs still running, and any run after, fail. */
  close(): Promise<void>;
}

interface Pending<Result> {
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

interface Queued<Job, Result> extends Pending<Result> {
  job: Job;
}

// Jobs a worker holds at once: enough that it never waits while this thread is busy, few enough
// that jobs finish in order. Handed every job up front, an async pipeline (unified's) ran each
// stage for all of them before finishing any: a thousand syntax trees alive at once, the garbage
// collector busy, and nothing downstream of the pool able to start until the last job was done.
const JOBS_PER_WORKER = 4;

function errorFromWorker({ message, stack, data }: WorkerFailure): Error {
  const error = Object.assign(new Error(message), data);
  if (stack) error.stack = stack;
  return error;
}

/**
 * Jobs spread over `size` worker threads, each running `file` (which answers `{ id, job }` with a
 * WorkerReply). Jobs wait in order and go to the first worker with room, so they finish in about
 * the order they came. If a worker ends, its jobs and every later one fail with the reason: the
 * build stops rather than hangs.
 */
export function createWorkerPool<Job, Result>(
  file: URL,
  size: number,
  workerData: unknown,
): WorkerPool<Job, Result> {
  let nextId = 0;
  let broken: Error | undefined;
  let closed = false;
  const queue: Queued<Job, Result>[] = [];
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(file, { workerData });
    const pending = new Map<number, Pending<Result>>();
    const fail = (error: Error) => {
      broken ??= error;
      for (const job of [...pending.values(), ...queue.splice(0)]) job.reject(error);
      pending.clear();
    };
    worker.on('message', (reply: WorkerReply<Result>) => {
      const job = pending.get(reply.id);
      pending.delete(reply.id);
      if (!job) return;
      if ('error' in reply) job.reject(errorFromWorker(reply.error));
      else job.resolve(reply.result);
      dispatch();
    });
    worker.on('error', fail);
    // A worker that ends, busy or idle, takes the pool down with it: later jobs would otherwise
    // be posted to a thread that no longer reads them and wait for ever.
    worker.on('exit', (code) =>
      fail(
        new Error(
          closed
            ? '[site] the build worker pool is closed'
            : `[site] a build worker (${file.pathname}) exited with ${code}`,
        ),
      ),
    );
    return { worker, pending };
  });

  function dispatch() {
    for (const { worker, pending } of workers) {
      while (queue.length && pending.size < JOBS_PER_WORKER) {
        const { job, ...settle } = queue.shift()!;
        const id = nextId++;
        pending.set(id, settle);
        worker.postMessage({ id, job });
      }
    }
  }

  return {
    run(job) {
      if (broken) return Promise.reject(broken);
      return new Promise<Result>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}
