import { describe, expect, it } from 'vitest';
import { getActiveHeadingId, type HeadingPosition } from './tocScrollSpy.js';

const headings: HeadingPosition[] = [
  { id: 'intro', top: 300 },
  { id: 'basic', top: 900 },
  { id: 'sizes', top: 1500 },
  { id: 'api', top: 2400 },
];

describe('getActiveHeadingId', () => {
  it.each<[number, number, string | null]>([
    [0, 800, null],
    [199, 800, null],
    // 200 + 800/8 = 300: the heading at 300 is not above the line yet.
    [200, 800, null],
    [201, 800, 'intro'],
    [850, 800, 'basic'],
    // 1400 + 100 = 1500 is exactly at "sizes": still "basic".
    [1400, 800, 'basic'],
    [1401, 800, 'sizes'],
    [5000, 800, 'api'],
    // A taller viewport moves the line further down.
    [1250, 2400, 'sizes'],
  ])('at scrollTop %i with a %i px viewport marks %s', (scrollTop, viewport, expected) => {
    expect(getActiveHeadingId(headings, scrollTop, viewport)).toBe(expected);
  });

  it('marks nothing when the first heading is still below the line', () => {
    expect(getActiveHeadingId([{ id: 'far', top: 4000 }], 500, 800)).toBeNull();
  });

  it('marks nothing without headings', () => {
    expect(getActiveHeadingId([], 1000, 800)).toBeNull();
  });
});
