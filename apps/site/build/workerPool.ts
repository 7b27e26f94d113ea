import { Worker } from 'node:worker_threads';

/**
 * A job's failure as it crosses from a worker: Error objects lose their own fields on the way,
 * so a worker sends these and the pool rebuilds the error.
 */
export interface WorkerFailure {
  message: string;
  stack?: string;
  /** Fields copied onto the rebuilt error (where an MDX error points, say). */
  data?: Record<string, unknown>;
}

/** What a worker posts back for the job it was sent as `{ id, job }`. */
export type WorkerReply<Result> =
  { id: number; result: Result } | { id: number; error: WorkerFailure };

export interface WorkerPool<Job, Result> {
  run(job: Job): Promise<Result>;
  /** Stops the workers; jobs still running fail. */
  close(): Promise<void>;
}

interface Pending<Result> {
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

export function errorFromWorker({ message, stack, data }: WorkerFailure): Error {
  const error = Object.assign(new Error(message), data);
  if (stack) error.stack = stack;
  return error;
}

/**
 * Jobs spread over `size` worker threads, each running `file` (which answers `{ id, job }` with a
 * WorkerReply). A job goes to the worker with the fewest jobs in hand. If a worker dies, its jobs
 * and every later one fail with the reason: the build stops rather than hangs.
 */
export function createWorkerPool<Job, Result>(
  file: URL,
  size: number,
  workerData: unknown,
): WorkerPool<Job, Result> {
  let nextId = 0;
  let broken: Error | undefined;
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(file, { workerData });
    const pending = new Map<number, Pending<Result>>();
    const fail = (error: Error) => {
      broken ??= error;
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    };
    worker.on('message', (reply: WorkerReply<Result>) => {
      const job = pending.get(reply.id);
      pending.delete(reply.id);
      if (!job) return;
      if ('error' in reply) job.reject(errorFromWorker(reply.error));
      else job.resolve(reply.result);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (pending.size)
        fail(new Error(`[site] a build worker (${file.pathname}) exited with ${code}`));
    });
    return { worker, pending };
  });

  return {
    run(job) {
      if (broken) return Promise.reject(broken);
      const least = workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        least.pending.set(id, { resolve, reject });
        least.worker.postMessage({ id, job });
      });
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}
