/** `navigator.connection`'s effective types on which nothing is fetched ahead. */
const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(['slow-2g', '2g']);

/** The parts of the Network Information API (Chromium only) the decision reads. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether fetching pages ahead of a click is welcome on this connection: not when the reader asked
 * to save data or is on 2G. A browser that does not say (Firefox, Safari) is assumed fine.
 */
export function mayPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && !SLOW_CONNECTIONS.has(connection.effectiveType ?? '');
}

/** This browser's connection hints, if it gives any. */
export function currentConnection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}
