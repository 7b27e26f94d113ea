import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeIndexForResults, isListKey, LIST_KEYS, moveActiveIndex } from './activeIndex';

describe('moveActiveIndex', () => {
  it('steps down and up through the list and wraps at both ends', () => {
    expect(moveActiveIndex(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActiveIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActiveIndex(1, 3, 'ArrowUp')).toBe(0);
    expect(moveActiveIndex(0, 3, 'ArrowUp')).toBe(2);
  });

  it('starts from the edge when nothing is highlighted or the index is stale', () => {
    expect(moveActiveIndex(-1, 4, 'ArrowDown')).toBe(0);
    expect(moveActiveIndex(-1, 4, 'ArrowUp')).toBe(3);
    expect(moveActiveIndex(9, 4, 'ArrowDown')).toBe(0);
    expect(moveActiveIndex(Number.NaN, 4, 'ArrowUp')).toBe(3);
  });

  it('highlights nothing in an empty list', () => {
    expect(moveActiveIndex(0, 0, 'ArrowDown')).toBe(-1);
    expect(moveActiveIndex(3, -1, 'ArrowUp')).toBe(-1);
  });

  it('always lands inside a non-empty list', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 50 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(...LIST_KEYS),
        (current, count, key) => {
          const next = moveActiveIndex(current, count, key);
          return next >= 0 && next < count;
        },
      ),
    );
  });

  it('returns to the start after one step down per result', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.nat(29), (count, start) => {
        const from = start % count;
        let index = from;
        for (let i = 0; i < count; i += 1) index = moveActiveIndex(index, count, 'ArrowDown');
        return index === from;
      }),
    );
  });
});

describe('isListKey', () => {
  it('recognises the list keys only', () => {
    expect(isListKey('ArrowDown')).toBe(true);
    expect(isListKey('ArrowUp')).toBe(true);
    expect(isListKey('End')).toBe(false);
    expect(isListKey('Enter')).toBe(false);
    expect(isListKey('a')).toBe(false);
  });
});

describe('activeIndexForResults', () => {
  it('highlights the first of new results, or nothing', () => {
    expect(activeIndexForResults(5)).toBe(0);
    expect(activeIndexForResults(0)).toBe(-1);
  });
});
