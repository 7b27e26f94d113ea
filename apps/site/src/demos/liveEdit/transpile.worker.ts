// The worker that compiles edited demos, so a large sucrase pass never blocks typing or scrolling.
import { transpileDemo, type TranspileResult } from './transpile';
import type { TranspileRequest, TranspileResponse } from './transpileInWorker';

// The site's TypeScript program has the DOM library, not the worker one: only what is used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TranspileRequest>) => void) | null;
  postMessage(message: TranspileResponse): void;
};

scope.onmessage = ({ data: { id, code, language } }) => {
  let result: TranspileResult;
  try {
    result = transpileDemo(code, language);
  } catch (error) {
    // transpileDemo reports syntax errors itself; anything else still gets an answer.
    result = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage({ id, result });
};
