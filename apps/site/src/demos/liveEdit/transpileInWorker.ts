import type { DemoLanguage, TranspileResult } from './transpile';

/** A message to the transpiler worker. */
export interface TranspileRequest {
  id: number;
  code: string;
  language: DemoLanguage;
}

/** The worker's answer to the request with the same id. */
export interface TranspileResponse {
  id: number;
  result: TranspileResult;
}

/** The part of a Worker the transpiler uses (a fake one in tests). */
export interface TranspilerWorker {
  onmessage: ((event: MessageEvent<TranspileResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
  postMessage(message: TranspileRequest): void;
  terminate(): void;
}

export type Transpile = (code: string, language: DemoLanguage) => Promise<TranspileResult>;

interface Waiting {
  resolve(result: TranspileResult): void;
  reject(error: Error): void;
}

/**
 * A transpile function backed by one worker, started on the first call. Answers are matched to
 * requests by id, so overlapping calls each get their own result. When the worker fails, every
 * waiting call is rejected and the next call starts a fresh worker.
 */
export function createTranspiler(makeWorker: () => TranspilerWorker): Transpile {
  let worker: TranspilerWorker | null = null;
  let lastId = 0;
  const waiting = new Map<number, Waiting>();

  const fail = (error: Error) => {
    worker?.terminate();
    worker = null;
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };

  const start = (): TranspilerWorker => {
    let started: TranspilerWorker;
    try {
      started = makeWorker();
    } catch (cause) {
      throw new Error('[site] could not start the worker that compiles edited demos', { cause });
    }
    started.onmessage = ({ data }) => {
      const entry = waiting.get(data.id);
      if (!entry) return;
      waiting.delete(data.id);
      entry.resolve(data.result);
    };
    started.onerror = (event) => {
      // Handled here: the browser need not log it again as uncaught.
      event.preventDefault();
      const reason = event.message || 'its script could not be loaded';
      fail(new Error(`[site] the worker that compiles edited demos failed: ${reason}`));
    };
    started.onmessageerror = () => {
      fail(new Error('[site] the worker that compiles edited demos sent an unreadable message'));
    };
    return started;
  };

  return (code, language) =>
    new Promise<TranspileResult>((resolve, reject) => {
      try {
        worker ??= start();
      } catch (error) {
        reject(error);
        return;
      }
      const id = ++lastId;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, code, language });
    });
}

let pageTranspiler: Transpile | undefined;

/** Transpiles a demo's source off the main thread, in the page's one transpiler worker. */
export function transpileInWorker(code: string, language: DemoLanguage): Promise<TranspileResult> {
  // Created on first use: nothing runs at import time (pages are prerendered in Node), and a
  // reader who never edits a demo never downloads the worker.
  pageTranspiler ??= createTranspiler(
    () => new Worker(new URL('./transpile.worker.ts', import.meta.url), { type: 'module' }),
  );
  return pageTranspiler(code, language);
}
