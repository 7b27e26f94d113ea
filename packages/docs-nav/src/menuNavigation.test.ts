import { describe, expect, it } from 'vitest';
import { nextMenuIndex } from './menuNavigation.js';

describe('nextMenuIndex', () => {
  it.each<[string, number, number, number | null]>([
    ['ArrowDown', -1, 4, 0],
    ['ArrowDown', 0, 4, 1],
    ['ArrowDown', 3, 4, 0],
    ['ArrowUp', -1, 4, 3],
    ['ArrowUp', 0, 4, 3],
    ['ArrowUp', 2, 4, 1],
    ['Home', 2, 4, 0],
    ['End', 0, 4, 3],
    ['Enter', 1, 4, null],
    ['ArrowDown', -1, 0, null],
  ])('%s from %i of %i goes to %s', (key, current, count, expected) => {
    expect(nextMenuIndex(key, current, count)).toBe(expected);
  });
});
