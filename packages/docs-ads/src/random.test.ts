import { describe, expect, it } from 'vitest';
import { replayRandom, seededRandom } from './random.js';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed and stays in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const drawsA = Array.from({ length: 1000 }, a);
    const drawsB = Array.from({ length: 1000 }, b);
    expect(drawsA).toEqual(drawsB);
    expect(drawsA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('spreads its draws roughly evenly', () => {
    const random = seededRandom(7);
    const below = Array.from({ length: 10_000 }, random).filter((x) => x < 0.2).length;
    expect(below).toBeGreaterThan(1800);
    expect(below).toBeLessThan(2200);
  });

  it('differs between seeds', () => {
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });
});

describe('replayRandom', () => {
  it('plays the values back in order and starts over', () => {
    const random = replayRandom([0.1, 0.9]);
    expect([random(), random(), random()]).toEqual([0.1, 0.9, 0.1]);
  });

  it('refuses an empty list', () => {
    expect(() => replayRandom([])).toThrow('[docs-ads] replayRandom() needs at least one value.');
  });
});
