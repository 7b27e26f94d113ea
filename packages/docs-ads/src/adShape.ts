import { INLINE_SHAPE_SHARE } from './constants.js';
import type { RandomSource } from './random.js';

// Apart from decideAd.ts: AdProvider draws the shape at once, and decideAd brings the bot check,
// which only the lazily loaded slot content needs.

export type AdShape = 'image' | 'inline';

/** One draw per page session: 20% inline, 80% image. */
export function chooseAdShape(random: RandomSource): AdShape {
  return random() < INLINE_SHAPE_SHARE ? 'inline' : 'image';
}
