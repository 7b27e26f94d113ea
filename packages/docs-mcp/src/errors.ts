import { SERVER_NAME } from './constants.js';

/**
 * Why a request could not be answered: `not-found` (no such product, page or component),
 * `refused` (a path outside the site, a file too large, another origin), `invalid` (input that
 * cannot be a path or query), `unavailable` (the source could not be read).
 */
export type DocsErrorKind = 'not-found' | 'refused' | 'invalid' | 'unavailable';

/**
 * An error whose message is safe to show to the client: it names site paths, never a path on
 * this machine. The tools turn it into a result with `isError: true`.
 */
export class DocsError extends Error {
  readonly kind: DocsErrorKind;

  constructor(kind: DocsErrorKind, message: string) {
    super(`[${SERVER_NAME}] ${message}`);
    this.name = 'DocsError';
    this.kind = kind;
  }
}

/** Whether `error` is a DocsError (also across two copies of this package). */
export function isDocsError(error: unknown): error is DocsError {
  return error instanceof Error && error.name === 'DocsError' && 'kind' in error;
}
