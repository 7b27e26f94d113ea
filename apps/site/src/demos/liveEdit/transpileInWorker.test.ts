import { describe, expect, it, vi } from 'vitest';
import type { TranspileResult } from './transpile';
import {
  createTranspiler,
  type TranspileRequest,
  type TranspileResponse,
  type TranspilerWorker,
} from './transpileInWorker';

/** A worker that records requests and answers only when the test says so. */
class FakeWorker implements TranspilerWorker {
  onmessage: ((event: MessageEvent<TranspileResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  requests: TranspileRequest[] = [];
  terminated = false;

  postMessage(message: TranspileRequest) {
    this.requests.push(message);
  }

  terminate() {
    this.terminated = true;
  }

  answer(id: number, result: TranspileResult) {
    this.onmessage?.(new MessageEvent('message', { data: { id, result } }));
  }

  crash(message: string) {
    this.onerror?.(new ErrorEvent('error', { message, cancelable: true }));
  }
}

const ok = (code: string): TranspileResult => ({ ok: true, code, imports: [] });

describe('createTranspiler', () => {
  it('starts the worker on the first call only', async () => {
    const workers: FakeWorker[] = [];
    const make = vi.fn(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    });
    const transpile = createTranspiler(make);
    expect(make).not.toHaveBeenCalled();
    const first = transpile('a', 'TS');
    const second = transpile('b', 'JS');
    expect(make).toHaveBeenCalledTimes(1);
    expect(workers[0]!.requests).toEqual([
      { id: 1, code: 'a', language: 'TS' },
      { id: 2, code: 'b', language: 'JS' },
    ]);
    workers[0]!.answer(1, ok('A'));
    workers[0]!.answer(2, ok('B'));
    await expect(first).resolves.toEqual(ok('A'));
    await expect(second).resolves.toEqual(ok('B'));
  });

  it('gives each call the answer with its own id, whatever the order', async () => {
    const worker = new FakeWorker();
    const transpile = createTranspiler(() => worker);
    const first = transpile('a', 'TS');
    const second = transpile('b', 'TS');
    worker.answer(2, ok('B'));
    worker.answer(99, ok('unknown id: ignored'));
    worker.answer(1, ok('A'));
    await expect(first).resolves.toEqual(ok('A'));
    await expect(second).resolves.toEqual(ok('B'));
  });

  it('rejects with a [site] error when the worker cannot be created', async () => {
    const transpile = createTranspiler(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await expect(transpile('a', 'TS')).rejects.toThrow(/^\[site\] could not start the worker/);
  });

  it('rejects every waiting call when the worker fails, and starts afresh on the next', async () => {
    const workers: FakeWorker[] = [];
    const transpile = createTranspiler(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    });
    const first = transpile('a', 'TS');
    const second = transpile('b', 'TS');
    workers[0]!.crash('');
    await expect(first).rejects.toThrow(
      '[site] the worker that compiles edited demos failed: its script could not be loaded',
    );
    await expect(second).rejects.toThrow(/^\[site\]/);
    expect(workers[0]!.terminated).toBe(true);

    const third = transpile('c', 'TS');
    expect(workers).toHaveLength(2);
    workers[1]!.answer(workers[1]!.requests[0]!.id, ok('C'));
    await expect(third).resolves.toEqual(ok('C'));
  });
});
