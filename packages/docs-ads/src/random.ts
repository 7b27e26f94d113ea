/** A source of numbers in [0, 1), like `Math.random`. Injected so every ad decision is testable. */
export type RandomSource = () => number;

/**
 * A deterministic source from a 32-bit seed (the mulberry32 mixing steps). For tests and for
 * sites that want reproducible ads in browser tests; not for anything secret.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Plays back the given draws in order, starting over when they run out. A component draws its
 * numbers once per mount and replays them on every render, so re-renders never change the ad.
 */
export function replayRandom(values: readonly number[]): RandomSource {
  if (values.length === 0) throw new Error('[docs-ads] replayRandom() needs at least one value.');
  let index = 0;
  return () => {
    const value = values[index % values.length] as number;
    index += 1;
    return value;
  };
}
