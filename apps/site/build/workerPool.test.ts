// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkerPool } from './workerPool';

const dir = mkdtempSync(join(tmpdir(), 'docshell-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A worker script in a file of its own, as the pool starts workers from files. */
function workerFile(name: string, body: string) {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `import { parentPort, threadId, workerData } from 'node:worker_threads';\n${body}`,
  );
  return pathToFileURL(file);
}

const doubler = workerFile(
  'doubler',
  `parentPort.on('message', ({ id, job }) => {
    if (job < 0) parentPort.postMessage({ id, error: { message: 'negative', data: { job } } });
    else if (job === 13) process.exit(3);
    else setTimeout(() => parentPort.postMessage({ id, result: { value: job * workerData.factor, threadId } }), 5);
  });`,
);

// Answers each job after a while and says how many jobs it held at most until then.
const holder = workerFile(
  'holder',
  `let held = 0, most = 0;
  parentPort.on('message', ({ id, job }) => {
    most = Math.max(most, ++held);
    setTimeout(() => { held -= 1; parentPort.postMessage({ id, result: { job, most } }); }, 2);
  });`,
);

describe('createWorkerPool', () => {
  it('runs jobs on every worker and returns each result to its caller', async () => {
    const pool = createWorkerPool<number, { value: number; threadId: number }>(doubler, 2, {
      factor: 2,
    });
    try {
      const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => pool.run(n)));
      expect(results.map((r) => r.value)).toEqual([2, 4, 6, 8, 10, 12]);
      expect(new Set(results.map((r) => r.threadId)).size).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('hands a worker a few jobs at a time, in the order they came', async () => {
    const pool = createWorkerPool<number, { job: number; most: number }>(holder, 1, {});
    try {
      const finished: number[] = [];
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, n) => pool.run(n).then((r) => (finished.push(n), r))),
      );
      expect(Math.max(...results.map((r) => r.most))).toBeLessThanOrEqual(4);
      expect(finished).toEqual(Array.from({ length: 40 }, (_, n) => n));
    } finally {
      await pool.close();
    }
  });

  it('rebuilds a job’s error with its fields, and keeps working', async () => {
    const pool = createWorkerPool<number, unknown>(doubler, 1, { factor: 2 });
    try {
      await expect(pool.run(-1)).rejects.toMatchObject({ message: 'negative', job: -1 });
      await expect(pool.run(2)).resolves.toMatchObject({ value: 4 });
    } finally {
      await pool.close();
    }
  });

  it('fails the jobs of a worker that dies, and every later job, instead of hanging', async () => {
    const pool = createWorkerPool<number, unknown>(doubler, 1, { factor: 2 });
    try {
      await expect(pool.run(13)).rejects.toThrow(/exited with 3/);
      await expect(pool.run(2)).rejects.toThrow(/exited with 3/);
    } finally {
      await pool.close();
    }
  });

  it('fails later jobs when a worker ends while idle, and after the pool is closed', async () => {
    const quitter = workerFile(
      'quitter',
      `setTimeout(() => process.exit(0), 20);
      parentPort.on('message', ({ id, job }) => parentPort.postMessage({ id, result: job }));`,
    );
    const pool = createWorkerPool<number, number>(quitter, 1, {});
    await expect(pool.run(1)).resolves.toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(pool.run(2)).rejects.toThrow(/exited with 0/);
    await pool.close();

    const closing = createWorkerPool<number, unknown>(doubler, 1, { factor: 2 });
    await closing.close();
    await expect(closing.run(1)).rejects.toThrow(/closed/);
  });

  it('fails jobs when the worker script cannot start', async () => {
    const pool = createWorkerPool<number, unknown>(
      workerFile('broken', `throw new Error('cannot start');`),
      1,
      {},
    );
    try {
      await expect(pool.run(1)).rejects.toThrow(/cannot start/);
    } finally {
      await pool.close();
    }
  });
});
