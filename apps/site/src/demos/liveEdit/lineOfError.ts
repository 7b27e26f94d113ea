// Kept apart from runDemoModule.ts: the page's chunk needs this (to report a render error) but not
// the runner, which loads with the first edit.
import { isObjectLike } from './isObjectLike';

/** How many lines runDemoModule puts before the reader's code. */
export const WRAPPER_LINES = 1;

// A stack frame in a blob: module: Chromium's "at Demo (blob:https://…/uuid:12:7)" or
// "at blob:…:12:7", Firefox's and Safari's "Demo@blob:…:12:7".
const BLOB_FRAME = /\bblob:\S+?:(\d+):\d+\)?$/m;

/**
 * The 1-based line, in the reader's code, where an error from a running edited demo was thrown:
 * the innermost stack frame in a blob: module, less the wrapper's line. Undefined when the stack
 * has no such frame.
 */
export function lineOfError(error: unknown): number | undefined {
  const stack = isObjectLike(error) && typeof error.stack === 'string' ? error.stack : '';
  const frame = BLOB_FRAME.exec(stack);
  if (!frame) return undefined;
  const line = Number(frame[1]) - WRAPPER_LINES;
  return line >= 1 ? line : undefined;
}
