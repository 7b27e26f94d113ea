import { describe, expect, it } from 'vitest';
import { chooseAdShape } from './adShape.js';
import { INLINE_SHAPE_SHARE } from './constants.js';
import { seededRandom } from './random.js';

describe('chooseAdShape', () => {
  it('gives the inline shape to 20% of sessions', () => {
    const random = seededRandom(11);
    const runs = 10_000;
    let inline = 0;
    for (let run = 0; run < runs; run += 1) if (chooseAdShape(random) === 'inline') inline += 1;
    expect(inline / runs).toBeGreaterThan(INLINE_SHAPE_SHARE - 0.02);
    expect(inline / runs).toBeLessThan(INLINE_SHAPE_SHARE + 0.02);
  });

  it('splits at 0.2', () => {
    expect(chooseAdShape(() => 0.19)).toBe('inline');
    expect(chooseAdShape(() => 0.2)).toBe('image');
  });
});
