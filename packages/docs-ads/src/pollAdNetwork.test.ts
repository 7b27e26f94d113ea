import { describe, expect, it } from 'vitest';
import { AD_BLOCKER_AFTER_TRIES, AD_POLL_MAX_TRIES } from './constants.js';
import { decideAd, type AdState } from './decideAd.js';
import { INITIAL_POLL_STATE, nextPollState, type PollState } from './pollAdNetwork.js';
import { replayRandom } from './random.js';

const MISS = { found: false, linksToBackers: false };
const FOUND = { found: true, linksToBackers: false };

function misses(count: number, from: PollState = INITIAL_POLL_STATE): PollState {
  let state = from;
  for (let i = 0; i < count; i += 1) state = nextPollState(state, MISS);
  return state;
}

describe('nextPollState', () => {
  it('stays undecided for the first six misses and assumes a blocker on the seventh', () => {
    expect(misses(AD_BLOCKER_AFTER_TRIES)).toEqual({
      tries: 6,
      adblock: null,
      backersOnly: false,
      done: false,
    });
    expect(misses(AD_BLOCKER_AFTER_TRIES + 1).adblock).toBe(true);
  });

  it('stops at the first find with no blocker', () => {
    const state = nextPollState(misses(2), FOUND);
    expect(state).toEqual({ tries: 3, adblock: false, backersOnly: false, done: true });
    expect(nextPollState(state, MISS)).toBe(state);
  });

  it('reverses an assumed blocker when the container shows up later', () => {
    const blocked = misses(10);
    expect(blocked.adblock).toBe(true);
    const found = nextPollState(blocked, FOUND);
    expect(found.adblock).toBe(false);

    const adState = (adblock: boolean | null): AdState => ({
      enabled: true,
      userAgent: 'Mozilla/5.0 Firefox/128.0',
      adblock,
      networkOut: false,
      shape: 'image',
      placement: 'body-top',
      inHouseAds: [{ name: 'x', link: '/x/', description: 'x', label: 'in-house-x' }],
    });
    const random = () => replayRandom([0.5, 0]);
    expect(decideAd(adState(blocked.adblock), random()).kind).toBe('in-house');
    expect(decideAd(adState(found.adblock), random())).toEqual({
      kind: 'network',
      label: 'network-body-top-image',
    });
  });

  it('gives up after thirty tries, blocker assumed', () => {
    const state = misses(AD_POLL_MAX_TRIES);
    expect(state).toMatchObject({ tries: 30, adblock: true, done: true });
    expect(nextPollState(state, FOUND)).toBe(state);
  });

  it('notes a container whose ad only links to the backers page', () => {
    expect(nextPollState(INITIAL_POLL_STATE, { found: true, linksToBackers: true })).toEqual({
      tries: 1,
      adblock: false,
      backersOnly: true,
      done: true,
    });
  });
});
