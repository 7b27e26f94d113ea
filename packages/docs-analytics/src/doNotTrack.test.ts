import { describe, expect, it } from 'vitest';
import { isDoNotTrackEnabled } from './doNotTrack.js';

describe('isDoNotTrackEnabled', () => {
  it.each([
    [{ doNotTrack: '1' }, {}, true],
    [{ doNotTrack: 'yes' }, {}, true],
    [{ msDoNotTrack: '1' }, {}, true],
    [{ globalPrivacyControl: true }, {}, true],
    [{}, { doNotTrack: '1' }, true],
    [{ doNotTrack: '0' }, {}, false],
    [{ doNotTrack: 'unspecified' }, {}, false],
    [{ doNotTrack: null, globalPrivacyControl: false }, {}, false],
    [{}, {}, false],
  ])('navigator %j, window %j -> %s', (nav, win, expected) => {
    expect(isDoNotTrackEnabled(nav, win)).toBe(expected);
  });

  it('is off when there is no navigator or window (the server)', () => {
    expect(isDoNotTrackEnabled(undefined, undefined)).toBe(false);
  });
});
