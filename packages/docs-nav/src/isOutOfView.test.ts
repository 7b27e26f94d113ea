import { describe, expect, it } from 'vitest';
import { isOutOfView } from './isOutOfView.js';

describe('isOutOfView', () => {
  const container = { top: 57, bottom: 857 };
  it.each<[number, number, boolean]>([
    [100, 130, false],
    [57, 90, false],
    [40, 70, true],
    [700, 737, false],
    [700, 738, true],
    [1200, 1230, true],
  ])('an item from %i to %i is out of view: %s', (top, bottom, expected) => {
    expect(isOutOfView({ top, bottom }, container)).toBe(expected);
  });

  it('takes a custom bottom margin', () => {
    expect(isOutOfView({ top: 800, bottom: 850 }, container, 0)).toBe(false);
  });
});
