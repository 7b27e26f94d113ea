export type Loose = Record<string | symbol, unknown>;

/** An object or a function: something that can carry properties. */
export const isObjectLike = (value: unknown): value is Loose =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';
